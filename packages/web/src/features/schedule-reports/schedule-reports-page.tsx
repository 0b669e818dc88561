import type { ScheduleReport } from '@honora/contract';
import { scheduleReportsScreenMessages as t } from '@honora/contract/screen-texts/schedule-reports';
import { scheduleBillingScreenMessages as sb } from '@honora/contract/screen-texts/schedule-billing';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCan } from '../../shared/auth/use-can';
import { QueryState } from '../../shared/ui/query-state';
import { ScheduleBillingCheck } from '../../shared/schedule-billing/schedule-billing-check';
import { DoctorsTable } from './doctors-table';
import { HolesList } from './holes-list';
import { PeriodBar } from './period-bar';
import { changePeriod, currentMonth, periodFromParams, type ReportPeriod } from './report-period';
import { ReportSummary } from './report-summary';
import { useScheduleReport } from './use-schedule-report';
import { WorkplacesTable } from './workplaces-table';

/** The period shown (?from=YYYY-MM&until=YYYY-MM; this month in São Paulo by default): kept in the address. */
function usePeriodParams(current: string): [ReportPeriod, (change: Partial<ReportPeriod>) => void] {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params.get('from'), params.get('until'), current);
  const setPeriod = (change: Partial<ReportPeriod>) => {
    const next = changePeriod(period, change);
    setParams((p) => {
      p.set('from', next.from);
      p.set('until', next.until);
      return p;
    });
  };
  return [period, setPeriod];
}

/**
 * /client/ReportsSchedule (platform.md §2 ReportsSchedule; decision 043): the roster of a period
 * by doctor (fairness), by workplace (coverage) and its open places, and its Excel file.
 */
export function ScheduleReportsPage() {
  const current = currentMonth(new Date());
  const [period, setPeriod] = usePeriodParams(current);
  const query = useScheduleReport(period);
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'billing' && can('scheduleOnCall', 'list') ? 'billing' : 'report';
  const chooseTab = (value: string | null) =>
    setParams((p) => {
      if (value === 'billing') p.set('tab', value);
      else p.delete('tab');
      return p;
    });
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <PeriodBar current={current} period={period} onChange={setPeriod} />
      {can('scheduleOnCall', 'list') ? (
        // Decision 050: the roster × billing check, on the same period bar (at most two months).
        <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="report">{sb.reportTab}</Tabs.Tab>
            <Tabs.Tab value="billing">{sb.tab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="report">
            <QueryState query={query}>{(data) => <ReportView report={data} />}</QueryState>
          </Tabs.Panel>
          <Tabs.Panel value="billing">
            <ScheduleBillingCheck reader="schedule" period={period} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <QueryState query={query}>{(data) => <ReportView report={data} />}</QueryState>
      )}
    </Stack>
  );
}

function ReportView({ report }: { report: ScheduleReport }) {
  return (
    <Stack>
      <ReportSummary totals={report.totals} />
      <DoctorsTable doctors={report.doctors} />
      <WorkplacesTable workplaces={report.workplaces} totals={report.totals} />
      <HolesList report={report} />
    </Stack>
  );
}
