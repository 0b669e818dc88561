import { scheduleCoreScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shared/ui/query-state';
import { CoreMonthsTable } from './core-months-table';
import { currentCoreYear, shiftYear, yearFromParam } from './core-year';
import { useCoreYear } from './use-core-year';

/** The year shown (?year=YYYY; this year in São Paulo by default): kept in the address. */
function useYearParam(): [string, (year: string) => void] {
  const [params, setParams] = useSearchParams();
  const year = yearFromParam(params.get('year'), currentCoreYear(new Date()));
  const setYear = (next: string) =>
    setParams((p) => {
      p.set('year', next);
      return p;
    });
  return [year, setYear];
}

/**
 * /client/core (platform.md §2 core; §4 a closed core month is blocked; decision 043): the
 * roster's months of a year, with their publication, closing and reopening, and how full they are.
 */
export function ScheduleCorePage() {
  const [year, setYear] = useYearParam();
  const query = useCoreYear(year);
  const [error, setError] = useState<string | null>(null);
  const goTo = (next: string) => {
    setError(null);
    setYear(next);
  };
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Group gap="sm" role="group" aria-label={t.year}>
        <Button variant="default" onClick={() => goTo(shiftYear(year, -1))}>
          {`‹ ${t.previousYear}`}
        </Button>
        <Title order={2} size="h3" miw={100} ta="center" aria-live="polite">
          {year}
        </Title>
        <Button variant="default" onClick={() => goTo(shiftYear(year, 1))}>
          {`${t.nextYear} ›`}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" withCloseButton={false}>
          {error}
        </Alert>
      )}
      <QueryState query={query}>{(data) => <CoreMonthsTable year={year} data={data} onError={setError} />}</QueryState>
    </Stack>
  );
}
