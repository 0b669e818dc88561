import { fmt, type ScheduleBillingSummary } from '@honora/contract';
import { scheduleBillingScreenMessages as t } from '@honora/contract/screen-texts/schedule-billing';
import { formatNumber } from '@honora/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { Figures } from '../../shared/ui/figures';

/** The check's figures (decision 050): coverage is slots with production ÷ slots, one decimal. */
export function CheckSummary({ summary }: { summary: ScheduleBillingSummary }) {
  const f = t.figures;
  const n = (value: number) => formatNumber(value);
  const coverage =
    summary.coveragePercent === null ? t.coverageEmpty : fmt(t.coverageValue, { percent: n(summary.coveragePercent) });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="schedule-billing-summary">
      <Stack gap="sm">
        <Title order={2} size="h3" id="schedule-billing-summary">
          {t.summary}
        </Title>
        <Figures
          cols={5}
          items={[
            { name: 'slots', label: f.slots, value: n(summary.slots) },
            { name: 'slotsWithProduction', label: f.slotsWithProduction, value: n(summary.slotsWithProduction) },
            { name: 'coverage', label: f.coverage, value: coverage },
            { name: 'events', label: f.events, value: n(summary.events) },
            { name: 'eventsMatched', label: f.eventsMatched, value: n(summary.eventsMatched) },
            { name: 'eventsOnCall', label: f.eventsOnCall, value: n(summary.eventsOnCall) },
            { name: 'eventsWrongDoctor', label: f.eventsWrongDoctor, value: n(summary.eventsWrongDoctor) },
            { name: 'eventsOffRoster', label: f.eventsOffRoster, value: n(summary.eventsOffRoster) },
            { name: 'eventsUnchecked', label: f.eventsUnchecked, value: n(summary.eventsUnchecked) },
          ]}
        />
      </Stack>
    </Paper>
  );
}
