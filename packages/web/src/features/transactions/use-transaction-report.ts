import { DEFAULT_PAGE_SIZE, transactionReportRoutes, type TransactionReportQueryInput } from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

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

/** The Excel file of the filtered report (GET /api/transactions/report/export). */
export function exportTransactions(query: TransactionReportQueryInput, fileName: string): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return download(transactionReportRoutes.export, `${fileName}.xlsx`, { query: rest });
}
