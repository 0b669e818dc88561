import {
  anesthetistRoutes,
  branchRoutes,
  healthInsurerRoutes,
  hospitalRoutes,
  messages,
  type RouteDef,
} from '@honora/contract';
import { dashboardScreenMessages as t } from '@honora/contract/screen-texts/dashboard';
import type { CompanyModule } from '@honora/domain';
import { Button, Group, Select } from '@mantine/core';
import { useCan } from '../auth/use-can';
import { DateInput } from '../forms/date-input';
import { useSyncedRegistry } from '../registry/use-synced-registry';
import { selectWidth } from '../ui/select-width';
import { defaultPeriod, type ProductionFilters } from './production-filters';

interface Named {
  id: string;
  name: string;
  active: boolean;
  deletedAt: string | null;
}

/** A date the query can take: blank (no bound) or a whole YYYY-MM-DD, not a date half typed. */
const isDay = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);

type IdFilter = 'companyId' | 'healthInsuranceId' | 'hospitalId' | 'anesthetistId';

/** The registries to filter by, each shown when the user may list it (the events list's caches). */
const PICKERS = [
  {
    key: 'healthInsuranceId',
    name: 'healthInsurers',
    route: healthInsurerRoutes.list,
    label: t.insurer,
    module: 'healthInsurances',
  },
  { key: 'hospitalId', name: 'hospitals', route: hospitalRoutes.list, label: t.hospital, module: 'hospitals' },
  {
    key: 'anesthetistId',
    name: 'anesthetists',
    route: anesthetistRoutes.list,
    label: t.doctor,
    module: 'anesthetists',
  },
] as const satisfies readonly { key: IdFilter; module: CompanyModule; [other: string]: unknown }[];

interface PickerProps {
  name: string;
  route: RouteDef;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  /** Shown only when there is more than one to choose from (the companies of the family). */
  needsChoice?: boolean;
}

/** One registry to filter by, from the per-company cache (an inactive record stays when already chosen). */
function RegistryPicker({ name, route, label, value, onChange, needsChoice = false }: PickerProps) {
  const { items } = useSyncedRegistry<Named>(name, route);
  if (needsChoice && items.length < 2) return null;
  const options = items
    .filter((item) => item.active || item.id === value)
    .map((item) => ({ value: item.id, label: item.name }));
  return <PickerSelect label={label} options={options} value={value} onChange={onChange} />;
}

interface PickerSelectProps {
  label: string;
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
}

function PickerSelect({ label, options, value, onChange }: PickerSelectProps) {
  return (
    <Select
      label={label}
      placeholder={t.any}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={messages.screens.people.noMatches}
      w={selectWidth([options.find((option) => option.value === value)?.label, t.any], 200)}
    />
  );
}

/** What a picker lists when the screen gives it (the administrators' reports): ids and names. */
export type FilterChoices = Record<
  'healthInsuranceId' | 'hospitalId' | 'anesthetistId',
  readonly { id: string; name: string }[]
>;

interface Props {
  filters: ProductionFilters;
  onChange: (change: Partial<ProductionFilters>) => void;
  /**
   * The administrators' reports (decision 039): the chosen company's insurers, hospitals and
   * doctors as the server listed them, no company picker here, and "clear" keeps the company.
   */
  choices?: FilterChoices | undefined;
}

/** The dashboard's filters: the procedure period (pt-BR dates), insurer, hospital, doctor and company. */
export function ProductionFilterBar({ filters, onChange, choices }: Props) {
  const can = useCan();
  const pick = (key: IdFilter) => (id: string | null) => onChange({ [key]: id });
  return (
    <Group component="fieldset" aria-label={t.filtersLegend} align="flex-end" gap="sm" m={0} p={0} bd={0}>
      <DateInput label={t.from} value={filters.from} onChange={(from) => isDay(from) && onChange({ from })} w={150} />
      <DateInput
        label={t.until}
        value={filters.until}
        onChange={(until) => isDay(until) && onChange({ until })}
        w={150}
      />
      {choices
        ? PICKERS.map(({ key, label }) => (
            <PickerSelect
              key={key}
              label={label}
              options={choices[key].map((item) => ({ value: item.id, label: item.name }))}
              value={filters[key]}
              onChange={pick(key)}
            />
          ))
        : PICKERS.filter((picker) => can(picker.module, 'list')).map(({ key, name, route, label }) => (
            <RegistryPicker
              key={key}
              name={name}
              route={route}
              label={label}
              value={filters[key]}
              onChange={pick(key)}
            />
          ))}
      {!choices && (
        <RegistryPicker
          name="branches"
          route={branchRoutes.list}
          label={t.company}
          value={filters.companyId}
          onChange={pick('companyId')}
          needsChoice
        />
      )}
      <Button
        variant="default"
        onClick={() =>
          onChange({
            ...defaultPeriod(new Date()),
            ...(choices ? {} : { companyId: null }),
            healthInsuranceId: null,
            hospitalId: null,
            anesthetistId: null,
          })
        }
      >
        {t.clear}
      </Button>
    </Group>
  );
}
