import { DEFAULT_PAGE_SIZE, fmt, messages } from '@honora/contract';
import { transactionReportScreenMessages as t } from '@honora/contract/screen-texts/transaction-report';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ExportJobNotice } from '../../shared/jobs/export-job-notice';
import { toastError } from '../../shared/notify/toast';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { ReportFilterBar } from './report-filter-bar';
import {
  canSearchReport,
  paramsFromReportFilters,
  reportFiltersFromParams,
  reportQueryOf,
  withReportChange,
  type ReportFilters,
} from './report-filters';
import { ReportTotals } from './report-totals';
import { TransactionsTable } from './transactions-table';
import { useOpenEvent } from './use-open-event';
import { exportTransactions, useTransactionReport } from './use-transaction-report';

/**
 * /client/reportTransactions (billing.md §2): the filters in the URL, the search once an
 * insurer, an anesthetist or a batch narrows it, server pages of 100, the totals of the whole
 * filtered set by action and the export to Excel.
 */
export function TransactionReportPage() {
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = reportFiltersFromParams(params);
  const canSearch = canSearchReport(filters);
  const query = reportQueryOf(filters);
  const report = useTransactionReport(query, canSearch);
  const openEvent = useOpenEvent();
  const [isExporting, setIsExporting] = useState(false);
  const [exportJobId, setExportJobId] = useState<string | null>(null);

  const update = (patch: Partial<ReportFilters>) =>
    updateParams((current) => paramsFromReportFilters(withReportChange(reportFiltersFromParams(current), patch)));
  const runExport = async () => {
    setIsExporting(true);
    try {
      const job = await exportTransactions(query, t.exportFileName);
      if (job) setExportJobId(job.id);
    } catch (error) {
      toastError(error);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        <Button variant="default" onClick={() => void runExport()} loading={isExporting} disabled={!canSearch}>
          {t.export}
        </Button>
      </Group>
      {exportJobId && (
        <ExportJobNotice jobId={exportJobId} fileName={t.exportFileName} onClose={() => setExportJobId(null)} />
      )}
      <ReportFilterBar filters={filters} onChange={update} onClear={() => updateParams(() => new URLSearchParams())} />
      {canSearch ? (
        <PagedResults
          query={report}
          page={filters.page}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          totalLabel={(count) => fmt(t.total, { count })}
        >
          {(data) => (
            <Stack gap="xs">
              <TransactionsTable
                items={data.items}
                label={t.tableLabel}
                empty={t.empty}
                showCompany={filters.companyIds.length > 1}
                hasValues={data.totals !== undefined}
                onOpen={openEvent}
              />
              <ReportTotals totals={data.totals} />
            </Stack>
          )}
        </PagedResults>
      ) : (
        <Alert color="blue" role="status">
          {messages.screens.money.errors.selectInsurerAnesthetistOrBatch}
        </Alert>
      )}
    </Stack>
  );
}
