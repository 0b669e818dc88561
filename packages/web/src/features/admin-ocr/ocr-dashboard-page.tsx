import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { ADMIN_OCR_MAX_MONTHS, messages, type AdminOcrDashboardResponse } from '@honora/contract';
import { brazilDate, formatMonth, formatNumber } from '@honora/domain';
import { Center, Group, Loader, Paper, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { monthOptions } from '../../shared/forms/months';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { Figures } from '../../shared/ui/figures';
import { QueryState } from '../../shared/ui/query-state';
import { accuracyText, OcrDashboardTable } from './ocr-dashboard-table';
import { changeOcrPeriod, ocrPeriodFromParams, writeOcrPeriod, type OcrPeriod } from './ocr-period';
import { useOcrDashboard } from './use-admin-ocr';

const t = ocrMessages.dashboard;

/** The chart comes with @mantine/charts in its own chunk, after the table (decision 033's way). */
const OcrMonthsChart = lazy(async () => ({ default: (await import('./ocr-months-chart')).OcrMonthsChart }));

function PeriodBar({
  today,
  period,
  onChange,
}: {
  today: string;
  period: OcrPeriod;
  onChange: (next: Partial<OcrPeriod>) => void;
}) {
  const options = monthOptions(today, ADMIN_OCR_MAX_MONTHS, 0, [period.from, period.to]);
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t.period}>
      <Select
        label={t.from}
        data={options}
        value={period.from}
        onChange={(value) => value && onChange({ from: value })}
        allowDeselect={false}
        searchable
        w={140}
      />
      <Select
        label={t.to}
        data={options}
        value={period.to}
        onChange={(value) => value && onChange({ to: value })}
        allowDeselect={false}
        searchable
        w={140}
      />
    </Group>
  );
}

function MonthsTable({ months }: { months: AdminOcrDashboardResponse['months'] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label={t.chartTitle}>
        <Table.Thead>
          <Table.Tr>
            {[t.month, t.pages, t.confirmed, t.accuracy].map((label, i) => (
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
              <Table.Td ta="right">{formatNumber(m.pages)}</Table.Td>
              <Table.Td ta="right">{formatNumber(m.confirmed)}</Table.Td>
              <Table.Td ta="right">{accuracyText(m.accuracy)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Pages and confirmations by month as a chart, or the same numbers as a table. */
function MonthsSection({ months }: { months: AdminOcrDashboardResponse['months'] }) {
  const [view, setView] = useState<'chart' | 'numbers'>('chart');
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="ocr-months-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="ocr-months-title">
            {t.chartTitle}
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
                <Loader role="progressbar" aria-label={messages.ui.loading} />
              </Center>
            }
          >
            <OcrMonthsChart months={months} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}

function DashboardFigures({ data }: { data: AdminOcrDashboardResponse }) {
  const { totals } = data;
  return (
    <Stack>
      <Figures
        items={[
          { name: 'pages', label: t.pages, value: formatNumber(totals.pages) },
          { name: 'confirmed', label: t.confirmed, value: formatNumber(totals.confirmed) },
          { name: 'fieldsRead', label: t.fieldsRead, value: formatNumber(totals.fieldsRead) },
          { name: 'corrected', label: t.corrected, value: formatNumber(totals.corrected) },
          { name: 'accuracy', label: t.accuracy, value: accuracyText(totals.accuracy) },
          { name: 'creditsUsed', label: t.creditsUsed, value: formatNumber(totals.creditsUsed) },
        ]}
      />
      <MonthsSection months={data.months} />
      <OcrDashboardTable rows={data.rows} totals={totals} />
    </Stack>
  );
}

/**
 * /admin/DashboardOcr (platform.md §2): per company and month, the pages read, the guides
 * confirmed, the fields read and corrected, the accuracy by field and the credits used, over a
 * period of months kept in the address (default: the last 12).
 */
export function AdminDashboardOcrPage() {
  const today = brazilDate(new Date());
  const [params, updateParams] = useSearchParamsUpdater();
  const period = ocrPeriodFromParams(params, today);
  const dashboard = useOcrDashboard(period);
  const change = (next: Partial<OcrPeriod>) =>
    updateParams((current) =>
      writeOcrPeriod(current, changeOcrPeriod(ocrPeriodFromParams(current, today), next), today),
    );
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <PeriodBar today={today} period={period} onChange={change} />
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      <QueryState query={dashboard}>{(data) => <DashboardFigures data={data} />}</QueryState>
    </Stack>
  );
}
