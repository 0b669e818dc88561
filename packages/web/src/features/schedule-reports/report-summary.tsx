import type { ScheduleReportTotals } from '@honora/contract';
import { scheduleReportsScreenMessages as t } from '@honora/contract/screen-texts/schedule-reports';
import { Paper, Stack, Title } from '@mantine/core';
import { Figures } from '../../shared/ui/figures';
import { coverageText, numberText } from './report-figures';

/** The period's figures at a glance (platform.md §2 ReportsSchedule). */
export function ReportSummary({ totals }: { totals: ScheduleReportTotals }) {
  const f = t.figures;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="schedule-report-summary">
      <Stack gap="sm">
        <Title order={2} size="h3" id="schedule-report-summary">
          {t.summary}
        </Title>
        <Figures
          cols={4}
          items={[
            { name: 'doctors', label: f.doctors, value: numberText(totals.doctors) },
            { name: 'slots', label: f.slots, value: numberText(totals.slots) },
            { name: 'hours', label: f.hours, value: numberText(totals.hours) },
            { name: 'onCallHours', label: f.onCallHours, value: numberText(totals.onCallHours) },
            { name: 'nights', label: f.nights, value: numberText(totals.nights) },
            { name: 'weekends', label: f.weekends, value: numberText(totals.weekends) },
            { name: 'coverage', label: f.coverage, value: coverageText(totals.filled, totals.cells) },
            { name: 'holes', label: f.holes, value: numberText(totals.holes) },
          ]}
        />
      </Stack>
    </Paper>
  );
}
