import { bigDataRoutes, fmt, type BigDataQuery, type BigDataResponse } from '@honora/contract';
import { dashboardScreenMessages as t } from '@honora/contract/screen-texts/dashboard';
import { formatNumber } from '@honora/domain';
import { Alert, Center, Group, Loader, Select, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { monthOptions } from '../../shared/forms/months';
import { lastDayOf, type ProductionFilters } from '../../shared/production/production-filters';
import { ChartSection } from './chart-section';
import { sectionsOf } from './dashboard-sections';

const b = t.bigData;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How far back the month pickers go: twenty years of history. */
const PICKABLE_MONTHS = 240;

const monthParam = (params: URLSearchParams, key: 'from' | 'until') => {
  const value = params.get(key);
  return value && MONTH.test(value) ? value : null;
};

function Figures({ data, filters }: { data: BigDataResponse; filters: ProductionFilters }) {
  const sections = useMemo(() => sectionsOf(data, filters), [data, filters]);
  if (data.years.length === 0 && data.statuses.length === 0) return <Text c="dimmed">{b.empty}</Text>;
  return (
    <Stack>
      {data.showsValues ? null : (
        <Alert color="gray" variant="light">
          {t.valuesHidden}
        </Alert>
      )}
      {data.undatedCount > 0 ? (
        <Text size="sm" c="dimmed">
          {fmt(b.undated, { count: formatNumber(data.undatedCount) })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {sections.map((spec) => (
          <ChartSection key={spec.id} spec={spec} startsWithNumbers={filters.isNumbers} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /client/BigData (billing.md §2 BigData; decision 037): the selected company's production over
 * its whole history, or the months chosen (kept in the URL), from the production summaries; the
 * same charts and tables as the dashboard, plus the years. Bars and rows open the events list.
 */
export function BigDataPage() {
  const companyId = useSession()?.company?.id;
  const [params, setParams] = useSearchParams();
  const from = monthParam(params, 'from');
  const until = monthParam(params, 'until');
  const isNumbers = params.get('view') === 'numbers';
  const query: BigDataQuery = { ...(from ? { from } : {}), ...(until ? { until } : {}) };
  const answer = useQuery({
    queryKey: ['bigData', companyId, query],
    queryFn: ({ signal }) => call(bigDataRoutes.read, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const months = useMemo(
    () => monthOptions(new Date().toISOString().slice(0, 10), PICKABLE_MONTHS, 0, [from, until]),
    [from, until],
  );
  const filters: ProductionFilters = {
    from: from ? `${from}-01` : '',
    until: until ? lastDayOf(until) : '',
    companyId: null,
    healthInsuranceId: null,
    hospitalId: null,
    anesthetistId: null,
    isNumbers,
  };
  const choose = (key: 'from' | 'until', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <Stack>
      <Title order={1} size="h2">
        {b.heading}
      </Title>
      <Text c="dimmed" maw={900}>
        {b.intro}
      </Text>
      <Group component="fieldset" aria-label={b.period} style={{ border: 0, padding: 0, margin: 0 }} align="end">
        <Select
          label={b.from}
          placeholder={b.sinceStart}
          data={months}
          value={from}
          onChange={(value) => choose('from', value)}
          clearable
          searchable
          w={200}
        />
        <Select
          label={b.until}
          placeholder={b.untilNow}
          data={months}
          value={until}
          onChange={(value) => choose('until', value)}
          clearable
          searchable
          w={200}
        />
      </Group>
      {answer.isPending ? (
        <Center py="xl" role="status">
          <Loader />
          <VisuallyHidden>{b.loading}</VisuallyHidden>
        </Center>
      ) : answer.isError ? (
        <Alert color="red" role="alert">
          {answer.error.message}
        </Alert>
      ) : (
        <Figures data={answer.data} filters={filters} />
      )}
    </Stack>
  );
}
