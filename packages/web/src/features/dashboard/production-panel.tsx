import { dashboardRoutes, fmt, type DashboardResponse } from '@honora/contract';
import { dashboardScreenMessages as t } from '@honora/contract/screen-texts/dashboard';
import { formatDate, formatNumber } from '@honora/domain';
import { Alert, Center, Loader, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { ChartSection } from './chart-section';
import { ProductionFilterBar } from '../../shared/production/production-filter-bar';
import {
  filtersFromParams,
  paramsFromFilters,
  queryOf,
  type ProductionFilters,
} from '../../shared/production/production-filters';
import { brl, sectionsOf } from './dashboard-sections';

/** The work not yet billed: active events outside a sent batch, still open. */
function NotBilled({ data }: { data: DashboardResponse }) {
  const { count, totalProduced } = data.notBilled;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="notBilled-title" data-section="notBilled">
      <Stack gap={4}>
        <Title order={3} size="h5" id="notBilled-title">
          {t.sections.notBilled}
        </Title>
        <Text size="xl" fw={600}>
          {formatNumber(count)} {t.count.toLowerCase()}
          {totalProduced !== undefined ? ` · ${brl(totalProduced)}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {t.notBilledHint}
        </Text>
      </Stack>
    </Paper>
  );
}

function Figures({ data, filters }: { data: DashboardResponse; filters: ProductionFilters }) {
  const sections = useMemo(() => sectionsOf(data, filters), [data, filters]);
  if (data.months.length === 0 && data.statuses.length === 0) return <Text c="dimmed">{t.empty}</Text>;
  return (
    <Stack>
      {data.showsValues ? null : (
        <Alert color="gray" variant="light">
          {t.valuesHidden}
        </Alert>
      )}
      <NotBilled data={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {sections.map((spec) => (
          <ChartSection key={spec.id} spec={spec} startsWithNumbers={filters.isNumbers} />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {fmt(t.asOf, { date: formatDate(data.asOf) })}
      </Text>
    </Stack>
  );
}

/**
 * The production panel of /client/dashboard (billing.md §2 dashboard; decision 033): filters at
 * the top, kept in the URL, then one chart per figure with its numbers table. Loaded apart from
 * the home's first load, with @mantine/charts.
 */
export function ProductionPanel() {
  const companyId = useSession()?.company?.id;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params, new Date()), [params]);
  const query = queryOf(filters);
  const answer = useQuery({
    queryKey: ['dashboard', companyId, query],
    queryFn: ({ signal }) => call(dashboardRoutes.read, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<ProductionFilters>) =>
    setParams(paramsFromFilters({ ...filters, ...next }), { replace: true });
  return (
    <Stack component="section" aria-labelledby="production-title">
      <Title order={2} size="h3" id="production-title">
        {t.heading}
      </Title>
      <ProductionFilterBar filters={filters} onChange={change} />
      {answer.isPending ? (
        <Center py="xl" role="status">
          <Loader />
          <VisuallyHidden>{t.loading}</VisuallyHidden>
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
