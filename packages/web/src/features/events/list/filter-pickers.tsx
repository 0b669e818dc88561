import {
  anesthetistRoutes,
  branchRoutes,
  EVENT_LIMITS,
  fmt,
  healthInsurerRoutes,
  hospitalRoutes,
  messages,
  patientRoutes,
  surgeonRoutes,
  type RouteDef,
} from '@honora/contract';
import { MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/auth/auth-store';
import { useSyncedRegistry } from '../../../shared/registry/use-synced-registry';
import { RemoteSearchSelect } from '../../../shared/ui/remote-search-select';
import { selectWidth } from '../../../shared/ui/select-width';

const t = messages.screens.events.list.filters;
const noMatches = messages.screens.people.noMatches;

interface Named {
  id: string;
  name: string;
  active: boolean;
  deletedAt: string | null;
}

/** The cached registries a filter picks from (platform.md §7 per-company cache). */
export const REGISTRIES = {
  healthInsurers: healthInsurerRoutes.list,
  hospitals: hospitalRoutes.list,
  surgeons: surgeonRoutes.list,
  anesthetists: anesthetistRoutes.list,
} as const satisfies Record<string, RouteDef>;
export type RegistryName = keyof typeof REGISTRIES;

/** Options of a registry; an inactive record stays listed when a filter already names it. */
function useOptions(name: RegistryName, selected: readonly string[]) {
  const { items } = useSyncedRegistry<Named>(name, REGISTRIES[name]);
  return items
    .filter((item) => item.active || selected.includes(item.id))
    .map((item) => ({ value: item.id, label: item.name }));
}

interface SingleProps {
  registry: Exclude<RegistryName, 'healthInsurers'>;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
}

/** One hospital, surgeon or anesthetist (mounted only when the user may list that registry). */
export function RegistryFilter({ registry, label, value, onChange }: SingleProps) {
  const options = useOptions(registry, value ? [value] : []);
  return (
    <Select
      label={label}
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

interface InsurersProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

export function InsurersFilter({ value, onChange }: InsurersProps) {
  const options = useOptions('healthInsurers', value);
  return (
    <MultiSelect
      label={t.insurers}
      placeholder={value.length === 0 ? t.insurersPlaceholder : undefined}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={noMatches}
      w={280}
    />
  );
}

interface PatientProps {
  value: string | null;
  onChange: (id: string | null) => void;
}

/** Patients are many: searched on the server as the user types; the chosen one is named by reading it. */
export function PatientFilter({ value, onChange }: PatientProps) {
  const companyId = useSession()?.company?.id;
  const chosen = useQuery({
    queryKey: ['patients', companyId, 'one', value],
    enabled: value !== null,
    queryFn: ({ signal }) => call(patientRoutes.get, { params: { id: value ?? '' }, signal }),
  });
  const option = value ? { value, label: chosen.data?.name ?? '' } : null;
  return (
    <RemoteSearchSelect
      key={chosen.data?.id ?? 'none'}
      name="patientId"
      label={t.patient}
      placeholder={t.patientPlaceholder}
      queryKey={['patients', companyId, 'event-filter-options']}
      fetchOptions={async (search, signal) => {
        const page = await call(patientRoutes.list, {
          query: { search: search || undefined, active: 'true', pageSize: 20, sort: 'name' },
          signal,
        });
        return page.items.map((patient) => ({ value: patient.id, label: patient.name }));
      }}
      value={option}
      onChange={(next) => onChange(next?.value ?? null)}
      clearable
      minWidth={220}
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
  const isFull = value.length >= EVENT_LIMITS.searchCompanies;
  return (
    <MultiSelect
      label={t.companies}
      placeholder={value.length === 0 ? t.companiesPlaceholder : undefined}
      data={items.filter((c) => c.active || value.includes(c.id)).map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      onChange={onChange}
      maxValues={EVENT_LIMITS.searchCompanies}
      description={
        isFull
          ? fmt(messages.screens.events.validation.tooManyCompanies, { max: EVENT_LIMITS.searchCompanies })
          : undefined
      }
      searchable
      clearable
      nothingFoundMessage={noMatches}
      w={320}
    />
  );
}
