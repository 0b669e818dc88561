import { adminBiScreenMessages as t } from '@honora/contract/screen-texts/admin-bi';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { monthOptions } from '../../shared/forms/months';
import type { BiPeriod } from './admin-bi-filters';

/** How far back the period's pickers go: ten years, the longest period the server adds up. */
const PICKABLE = 120;

/** The period's two months ("De", "Até") and the screen's own actions beside them. */
export function PeriodBar({
  today,
  period,
  onChange,
  children,
}: {
  today: string;
  period: BiPeriod;
  onChange: (next: Partial<BiPeriod>) => void;
  children?: ReactNode;
}) {
  const options = monthOptions(today, PICKABLE, 0, [period.from, period.until]);
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t.period}>
      <Select
        label={t.from}
        data={options}
        value={period.from}
        onChange={(value) => value && onChange({ from: value })}
        allowDeselect={false}
        searchable
        w={130}
      />
      <Select
        label={t.until}
        data={options}
        value={period.until}
        onChange={(value) => value && onChange({ until: value })}
        allowDeselect={false}
        searchable
        w={130}
      />
      {children}
    </Group>
  );
}
