import { messages, VERIFY_STATUSES, type VerifyStatus } from '@honora/contract';
import { verifyStatusScreenMessages } from '@honora/contract/screen-texts/verify-status';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { selectWidth } from '../../shared/ui/select-width';
import type { VerifyFilters } from './use-admin-events';
import { DateInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';

const t = messages.screens.events.admin.filters;
const problemLabels = messages.screens.events.verifyProblems;
const statusText = verifyStatusScreenMessages;

interface Props<P extends keyof typeof problemLabels> {
  problems: readonly P[];
  filters: VerifyFilters<P>;
  onChange: (filters: VerifyFilters<P>) => void;
}

/** Company, procedure date range, kind of problem and review status of the administrators' checks. */
export function VerifyFilterBar<P extends keyof typeof problemLabels>({ problems, filters, onChange }: Props<P>) {
  const [company, setCompany] = useState<SearchOption | null>(null);
  return (
    <Group align="flex-end">
      <CompanySearchSelect
        label={t.company}
        placeholder={t.companyPlaceholder}
        value={company}
        onChange={(option) => {
          setCompany(option);
          onChange({ ...filters, companyId: option?.value ?? null });
        }}
        clearable
        minWidth={220}
      />
      <DateInput
        label={t.from}
        value={filters.from}
        onChange={(value) => isDateValue(value) && onChange({ ...filters, from: value })}
        w={160}
      />
      <DateInput
        label={t.to}
        value={filters.to}
        onChange={(value) => isDateValue(value) && onChange({ ...filters, to: value })}
        w={160}
      />
      <Select
        label={t.problem}
        placeholder={t.anyProblem}
        data={problems.map((value) => ({ value, label: problemLabels[value] }))}
        value={filters.problem}
        onChange={(value) => onChange({ ...filters, problem: (value as P | null) ?? null })}
        clearable
        w={selectWidth([t.anyProblem, ...problems.map((value) => problemLabels[value])], 220)}
      />
      <Select
        label={statusText.filter}
        placeholder={statusText.anyStatus}
        data={VERIFY_STATUSES.map((value) => ({ value, label: statusText.statuses[value] }))}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: (value as VerifyStatus | null) ?? null })}
        clearable
        w={selectWidth([statusText.anyStatus, ...VERIFY_STATUSES.map((value) => statusText.statuses[value])], 200)}
      />
    </Group>
  );
}
