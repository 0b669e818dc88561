import {
  DEFAULT_PAGE_SIZE,
  transactionReportRoutes,
  type ExportJobStarted,
  type TransactionReportQueryInput,
} from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { exportOrJob } from '../../shared/jobs/export-job';

/** Query-cache root of the transactions screens. */
export const TRANSACTIONS_KEY = 'transactions-report';

/**
 * One page (100) of the report with the totals of the whole filtered set (GET
 * /api/transactions/report). `isEnabled` false: nothing is asked (the report waits for a filter).
 */
export function useTransactionReport(query: TransactionReportQueryInput, isEnabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TRANSACTIONS_KEY, companyId, query],
    enabled: isEnabled,
    queryFn: ({ signal }) =>
      call(transactionReportRoutes.report, { query: { ...query, pageSize: DEFAULT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The Excel file of the filtered report (GET /api/transactions/report/export): null when it
 * downloaded, or the job that builds it when the report is too long to answer at once.
 */
export function exportTransactions(
  query: TransactionReportQueryInput,
  fileName: string,
): Promise<ExportJobStarted | null> {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return exportOrJob(transactionReportRoutes.export, `${fileName}.xlsx`, { query: rest });
}
