import { scheduleBillingScreenMessages as t } from '@honora/contract/screen-texts/schedule-billing';
import { Divider, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { addMonths, monthOptions, thisMonth, type MonthPeriod } from './check-period';
import { ScheduleBillingCheck } from './schedule-billing-check';

/**
 * The billing manager's schedule × billing check on /client/reports (decision 050): its own two
 * months ("De", "Até"), this month by default; the "Até" follows "De" when it would run backwards.
 */
export function BillingCheckSection() {
  const current = thisMonth(new Date());
  const options = monthOptions(current);
  const [period, setPeriod] = useState<MonthPeriod>({ from: current, until: current });
  const choose = (change: Partial<MonthPeriod>) =>
    setPeriod((p) => {
      const next = { ...p, ...change };
      if (change.from && next.until < next.from) next.until = next.from;
      if (change.until && next.until < next.from) next.from = next.until;
      if (change.from && next.until > addMonths(next.from, 1)) next.until = next.from;
      return next;
    });
  return (
    <Stack component="section" aria-label={t.title}>
      <Divider my="md" />
      <ScheduleBillingCheck
        reader="billing"
        period={period}
        controls={
          <Group align="flex-end" gap="sm" role="group" aria-label={t.period}>
            <Select
              label={t.from}
              data={options}
              value={period.from}
              onChange={(value) => value && choose({ from: value })}
              allowDeselect={false}
              searchable
              w={200}
            />
            <Select
              label={t.to}
              data={options}
              value={period.until}
              onChange={(value) => value && choose({ until: value })}
              allowDeselect={false}
              searchable
              w={200}
            />
          </Group>
        }
      />
    </Stack>
  );
}
