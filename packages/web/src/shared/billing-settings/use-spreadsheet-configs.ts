import { spreadsheetConfigRoutes, type SpreadsheetConfig } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';

/** The company's active spreadsheet configurations, for who may list them (the billing settings). */
export function useSpreadsheetConfigs(enabled: boolean): SpreadsheetConfig[] {
  const companyId = useSession()?.company?.id;
  const query = useQuery({
    queryKey: ['spreadsheet-configs', companyId, 'active'],
    enabled: enabled && companyId !== undefined,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await call(spreadsheetConfigRoutes.list, { query: { active: 'true', sort: 'name' }, signal })).items,
  });
  return query.data ?? [];
}
