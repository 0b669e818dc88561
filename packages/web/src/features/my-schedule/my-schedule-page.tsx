import { myScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shared/ui/query-state';
import { CalendarLinkBox } from './calendar-link-box';
import { DayPreferencesBox } from './day-preferences-box';
import { currentMonth, monthFromParam, monthTitle, shiftMonth } from './my-schedule-model';
import { MySlotsTable } from './my-slots-table';
import { useMyMonth } from './use-my-schedule';

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
 * /client/mySchedule (platform.md §3 Schedule; §4 a month is seen once published; decision 043):
 * the signed-in doctor's slots of a month in the selected company, their preferred and undesired
 * days (decision 051), and the private calendar link.
 */
export function MySchedulePage() {
  const [month, setMonth] = useMonthParam();
  const query = useMyMonth(month);
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Group gap="sm" role="group" aria-label={t.month}>
        <Button variant="default" onClick={() => setMonth(shiftMonth(month, -1))}>
          {`‹ ${t.previousMonth}`}
        </Button>
        <Title order={2} size="h3" miw={220} ta="center" aria-live="polite">
          {monthTitle(month)}
        </Title>
        <Button variant="default" onClick={() => setMonth(shiftMonth(month, 1))}>
          {`${t.nextMonth} ›`}
        </Button>
      </Group>
      <QueryState query={query}>{(data) => <MySlotsTable data={data} />}</QueryState>
      <DayPreferencesBox />
      <CalendarLinkBox />
    </Stack>
  );
}
