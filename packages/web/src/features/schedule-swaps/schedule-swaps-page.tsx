import { scheduleSwapsScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shared/ui/query-state';
import { SwapRequestForm } from './swap-request-form';
import { currentMonth, monthFromParam, monthTitle, shiftMonth } from './swaps-model';
import { SwapsTable } from './swaps-table';
import { useSwapList } from './use-swaps';

/** The month shown (?month=YYYY-MM; this month in São Paulo by default): kept in the address. */
function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const month = monthFromParam(params.get('month'), currentMonth(new Date()));
  const setMonth = (next: string) =>
    setParams((p) => {
      p.set('month', next);
      return p;
    });
  return [month, setMonth];
}

/**
 * /client/scheduleSwaps (platform.md §3 schedule change statuses; decision 043): the month's
 * requests to swap or hand over a slot, the doctor's form to ask, and each step the signed-in
 * user may take — the colleague accepts, the coordinator approves where the company requires it.
 */
export function ScheduleSwapsPage() {
  const [month, setMonth] = useMonthParam();
  const query = useSwapList(month);
  const [error, setError] = useState<string | null>(null);
  const goTo = (next: string) => {
    setError(null);
    setMonth(next);
  };
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Group gap="sm" role="group" aria-label={t.month}>
        <Button variant="default" onClick={() => goTo(shiftMonth(month, -1))}>
          {`‹ ${t.previousMonth}`}
        </Button>
        <Title order={2} size="h3" miw={220} ta="center" aria-live="polite">
          {monthTitle(month)}
        </Title>
        <Button variant="default" onClick={() => goTo(shiftMonth(month, 1))}>
          {`${t.nextMonth} ›`}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <QueryState query={query}>
        {(data) => (
          <Stack>
            {/* The form's choices are of the month shown: a new month starts a new request. */}
            {data.mySlots.length > 0 && !query.isPlaceholderData && (
              <SwapRequestForm key={month} data={data} onError={setError} />
            )}
            <SwapsTable month={month} items={data.items} onError={setError} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
