import { STANDARD_REPORTS, standardReportRoutes, type StandardReport } from '@honora/contract';
import { reportsScreenMessages as t } from '@honora/contract/screen-texts/reports';
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, download } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { ProductionFilterBar } from '../../shared/production/production-filter-bar';
import {
  filtersFromParams,
  paramsFromFilters,
  queryOf,
  type ProductionFilters,
} from '../../shared/production/production-filters';
import { QueryState } from '../../shared/ui/query-state';
import { ReportTableView } from '../../shared/reports/report-table';

const isReport = (value: string | null): value is StandardReport =>
  (STANDARD_REPORTS as readonly string[]).includes(value ?? '');

/**
 * /client/reports (billing.md §2 reports; decision 035): a standard report of the selected
 * company on screen, with the dashboard's filters kept in the URL, and its Excel and PDF exports
 * — the same table the server computed, in every form.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const companyId = useSession()?.company?.id;
  const report: StandardReport = isReport(params.get('report'))
    ? (params.get('report') as StandardReport)
    : 'productionByInsurer';
  const filters = filtersFromParams(params, new Date());
  const query = queryOf(filters);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);

  const table = useQuery({
    queryKey: ['reports', companyId, report, query],
    queryFn: ({ signal }) => call(standardReportRoutes.read, { params: { report }, query, signal }),
    placeholderData: keepPreviousData,
  });

  const update = (change: Partial<ProductionFilters> & { report?: StandardReport }) => {
    const { report: nextReport = report, ...rest } = change;
    const next = paramsFromFilters({ ...filters, ...rest });
    next.set('report', nextReport);
    setParams(next, { replace: true });
  };

  const exportAs = async (format: 'xlsx' | 'pdf') => {
    setExportError(null);
    setExporting(format);
    try {
      await download(standardReportRoutes.export, `${t.reports[report]}.${format}`, {
        params: { report },
        query: { ...query, format },
      });
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Select
        label={t.reportLabel}
        data={STANDARD_REPORTS.map((value) => ({ value, label: t.reports[value] }))}
        value={report}
        onChange={(value) => isReport(value) && update({ report: value })}
        allowDeselect={false}
        w={360}
      />
      <ProductionFilterBar filters={filters} onChange={update} />
      <QueryState query={table}>
        {(data) => (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <Stack gap={2}>
                <Title order={2} size="h4">
                  {data.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {data.basis}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button variant="default" loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')}>
                  {t.exportXlsx}
                </Button>
                <Button variant="default" loading={exporting === 'pdf'} onClick={() => void exportAs('pdf')}>
                  {t.exportPdf}
                </Button>
              </Group>
            </Group>
            {exportError && (
              <Alert color="red" role="alert">
                {exportError}
              </Alert>
            )}
            {!data.showsValues && <Text size="sm">{t.valuesHidden}</Text>}
            {data.isOwnOnly && <Text size="sm">{t.ownOnly}</Text>}
            <ReportTableView table={data} emptyText={t.empty} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
