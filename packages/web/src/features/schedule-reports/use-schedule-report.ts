import { scheduleReportRoutes } from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import type { ReportPeriod } from './report-period';

/** Query-cache root of the schedule reports. */
const SCHEDULE_REPORT_KEY = 'scheduleReport';

/** GET /api/schedule-reports for the period, in the selected company. */
export function useScheduleReport(period: ReportPeriod) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [SCHEDULE_REPORT_KEY, companyId, period.from, period.until],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(scheduleReportRoutes.report, { query: period, signal }),
    // The previous period stays on screen while the next one loads: the tables do not jump.
    placeholderData: keepPreviousData,
  });
}
