import { branchRoutes, fmt, messages } from '@honora/contract';
import { transactionReportScreenMessages } from '@honora/contract/screen-texts/transaction-report';
import { MultiSelect, Select } from '@mantine/core';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';
import { RegistryMultiSelect, useRegistryOptions } from '../../shared/registry/registry-multi-select';
import { selectWidth } from '../../shared/ui/select-width';
import { MAX_COMPANIES } from './report-filters';

const t = transactionReportScreenMessages.filters;
const noMatches = messages.screens.people.noMatches;

interface Named {
  id: string;
  name: string;
  active: boolean;
  deletedAt: string | null;
}

interface ManyProps {
  registry: 'healthInsurers' | 'anesthetists';
  label: string;
  placeholder: string;
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Insurers or anesthetists (receivers): mounted only when the user may list that registry. */
export function RegistryMultiFilter(props: ManyProps) {
  return <RegistryMultiSelect {...props} w={280} />;
}

interface HospitalProps {
  value: string | null;
  onChange: (id: string | null) => void;
}

export function HospitalFilter({ value, onChange }: HospitalProps) {
  const options = useRegistryOptions('hospitals', value ? [value] : []);
  return (
    <Select
      label={t.hospital}
      placeholder={t.any}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={noMatches}
      w={selectWidth([t.any, ...options.map((option) => option.label)], 220)}
    />
  );
}

interface CompaniesProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Up to 10 companies of the family (billing.md §5); shown only when the user sees more than one. */
export function CompaniesFilter({ value, onChange }: CompaniesProps) {
  const { items } = useSyncedRegistry<Named>('branches', branchRoutes.list);
  if (items.length < 2) return null;
  const isFull = value.length >= MAX_COMPANIES;
  return (
    <MultiSelect
      label={t.companies}
      placeholder={value.length === 0 ? t.companiesPlaceholder : undefined}
      data={items.filter((c) => c.active || value.includes(c.id)).map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      onChange={onChange}
      maxValues={MAX_COMPANIES}
      description={isFull ? fmt(t.tooManyCompanies, { max: MAX_COMPANIES }) : undefined}
      searchable
      clearable
      nothingFoundMessage={noMatches}
      w={320}
    />
  );
}
