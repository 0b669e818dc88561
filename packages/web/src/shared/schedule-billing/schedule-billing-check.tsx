import { fmt, SCHEDULE_BILLING_MAX_DAYS } from '@honora/contract';
import { scheduleBillingScreenMessages as t } from '@honora/contract/screen-texts/schedule-billing';
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../shared/ui/query-state';
import { EventsWithoutDoctor, SlotsWithoutProduction } from './check-lists';
import { checkDays, type MonthPeriod } from './check-period';
import { CheckSummary } from './check-summary';
import { useScheduleBilling, type CheckReader } from './use-schedule-billing';

/**
 * The schedule × billing check of whole months (decision 050): the summary, the slots without
 * production and the events without the doctor on the roster. The coordinator's screen reads the
 * schedule's route (no patients); the billing manager's the billing one.
 */
export function ScheduleBillingCheck({
  reader,
  period,
  controls,
}: {
  reader: CheckReader;
  period: MonthPeriod;
  /** The period's pickers, under the title (the billing manager's screen has its own). */
  controls?: ReactNode;
}) {
  const days = checkDays(period);
  const query = useScheduleBilling(reader, days);
  return (
    <Stack>
      <div>
        <Title order={2} size="h2">
          {t.title}
        </Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      {controls}
      {days === null ? (
        <Alert color="blue" role="status">
          {fmt(t.periodTooLong, { max: SCHEDULE_BILLING_MAX_DAYS })}
        </Alert>
      ) : (
        <QueryState query={query}>
          {(check) => (
            <Stack>
              <CheckSummary summary={check.summary} />
              <SlotsWithoutProduction check={check} />
              <EventsWithoutDoctor check={check} showPatient={reader === 'billing'} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
