import { adminBiRoutes, type AdminBiResponse } from '@honora/contract';
import { adminBiScreenMessages as t } from '@honora/contract/screen-texts/admin-bi';
import { brazilDate, formatMonth, formatNumber } from '@honora/domain';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { download } from '../../shared/api/api-client';
import { toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { Figures } from '../../shared/ui/figures';
import { QueryState } from '../../shared/ui/query-state';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';
import { changePeriod, pathWithPeriod, periodFromParams, writePeriod, type BiPeriod } from './admin-bi-filters';
import { DEFAULT_BI_SORT, type BiSort } from './bi-sort';
import { BiTable, brl } from './bi-table';
import { PeriodBar } from './period-bar';
import { useBi } from './use-admin-bi';

/** The chart comes with @mantine/charts in its own chunk, after the table (decision 033's way). */
const MonthsChart = lazy(async () => ({ default: (await import('./months-chart')).MonthsChart }));

function MonthsTable({ months }: { months: AdminBiResponse['months'] }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped withTableBorder aria-label={t.bi.chartTitle}>
        <Table.Thead>
          <Table.Tr>
            {[t.period, t.count, t.produced, t.received].map((label, i) => (
              <Table.Th key={label} scope="col" ta={i === 0 ? undefined : 'right'}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{formatMonth(m.month)}</Table.Td>
              <Table.Td ta="right">{formatNumber(m.count)}</Table.Td>
              <Table.Td ta="right">{brl(m.totalProduced)}</Table.Td>
              <Table.Td ta="right">{brl(m.totalReceived)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The total by month as a chart, or the same numbers as a table. */
function MonthsSection({ months }: { months: AdminBiResponse['months'] }) {
  const [view, setView] = useState<'chart' | 'numbers'>('chart');
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="bi-months-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="bi-months-title">
            {t.bi.chartTitle}
          </Title>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'numbers')}
            data={[
              { value: 'chart', label: t.chart },
              { value: 'numbers', label: t.numbers },
            ]}
          />
        </Group>
        {view === 'numbers' ? (
          <MonthsTable months={months} />
        ) : (
          <Suspense
            fallback={
              <Center h={240}>
                <Loader role="progressbar" aria-label={t.loading} />
              </Center>
            }
          >
            <MonthsChart months={months} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}

function BiFigures({ data, sort, onSort }: { data: AdminBiResponse; sort: BiSort; onSort: (s: BiSort) => void }) {
  const active = data.companies.filter((c) => c.count > 0).length;
  return (
    <Stack>
      <Figures
        items={[
          { name: 'companies', label: t.companiesWithProduction, value: formatNumber(active) },
          { name: 'count', label: t.count, value: formatNumber(data.totals.count) },
          { name: 'produced', label: t.produced, value: brl(data.totals.totalProduced), isMoney: true },
          { name: 'received', label: t.received, value: brl(data.totals.totalReceived), isMoney: true },
          { name: 'glosado', label: t.glosado, value: brl(data.totals.totalGlosado), isMoney: true },
          { name: 'inProcessing', label: t.inProcessing, value: brl(data.totals.totalInProcessing), isMoney: true },
        ]}
      />
      {data.totals.count === 0 ? <Text c="dimmed">{t.bi.noProduction}</Text> : null}
      <MonthsSection months={data.months} />
      {data.companies.length === 0 ? (
        <Text c="dimmed">{t.bi.empty}</Text>
      ) : (
        <BiTable companies={data.companies} totals={data.totals} sort={sort} onSort={onSort} />
      )}
      <Text size="sm" c="dimmed">
        {t.bi.placeHint}
      </Text>
    </Stack>
  );
}

/**
 * /admin/BI (platform.md §2; decision 038): the super admin's cross-company totals — each
 * company's events, produced, received, glosado and in processing over a period of months, the
 * totals row, the total by month, and the table as an Excel file.
 */
export function AdminBiPage() {
  const today = brazilDate(new Date());
  const [params, updateParams] = useSearchParamsUpdater();
  const period = periodFromParams(params, today);
  const bi = useBi(period);
  const [sort, setSort] = useState<BiSort>(DEFAULT_BI_SORT);
  const [isExporting, setIsExporting] = useState(false);
  const change = (next: Partial<BiPeriod>) =>
    updateParams((current) => writePeriod(current, changePeriod(periodFromParams(current, today), next), today));
  const exportSheet = async () => {
    setIsExporting(true);
    try {
      await download(adminBiRoutes.biExport, 'BI.xlsx', { query: period });
    } catch (error) {
      toastError(error);
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Stack>
      <Group gap="sm">
        <Title order={1}>{t.bi.title}</Title>
        <SuperAdminOnlyBadge />
      </Group>
      <Text c="dimmed">{t.bi.hint}</Text>
      <PeriodBar today={today} period={period} onChange={change}>
        <Button variant="light" onClick={() => void exportSheet()} loading={isExporting}>
          {t.bi.export}
        </Button>
        <Anchor component={Link} to={pathWithPeriod(paths.adminMap, period, today)}>
          {t.bi.openMap}
        </Anchor>
      </PeriodBar>
      <Text size="sm" c="dimmed">
        {t.periodHint}
      </Text>
      <QueryState query={bi}>{(data) => <BiFigures data={data} sort={sort} onSort={setSort} />}</QueryState>
    </Stack>
  );
}
