import { jobKinds, jobStatusValues, messages, type JobKind, type JobStatusValue } from '@honora/contract';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { selectWidth } from '../../shared/ui/select-width';
import type { JobFilters } from './use-admin-jobs';

const t = messages.screens.jobs;
const kindOptions = jobKinds.map((kind) => ({ value: kind, label: t.kinds[kind] ?? kind }));
const statusOptions = jobStatusValues.map((status) => ({ value: status, label: t.statuses[status] }));

/** Kind, status and company: each choice applies at once. */
export function JobsFilterForm({ filters, onChange }: { filters: JobFilters; onChange: (next: JobFilters) => void }) {
  const [company, setCompany] = useState<SearchOption | null>(null);
  return (
    <Group align="flex-start" role="search" aria-label={t.filtersLabel}>
      <Select
        label={t.kind}
        placeholder={t.kindPlaceholder}
        data={kindOptions}
        value={filters.kind ?? null}
        onChange={(value) => onChange({ ...filters, kind: (value as JobKind | null) ?? undefined })}
        clearable
        w={selectWidth([...kindOptions.map((o) => o.label), t.kindPlaceholder], 180)}
      />
      <Select
        label={t.status}
        placeholder={t.statusPlaceholder}
        data={statusOptions}
        value={filters.status ?? null}
        onChange={(value) => onChange({ ...filters, status: (value as JobStatusValue | null) ?? undefined })}
        clearable
        w={selectWidth([...statusOptions.map((o) => o.label), t.statusPlaceholder], 160)}
      />
      <CompanySearchSelect
        label={t.company}
        placeholder={t.companyPlaceholder}
        value={company}
        onChange={(option) => {
          setCompany(option);
          onChange({ ...filters, companyId: option?.value ?? undefined });
        }}
        clearable
        minWidth={220}
      />
    </Group>
  );
}
