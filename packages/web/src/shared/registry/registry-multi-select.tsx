import { anesthetistRoutes, healthInsurerRoutes, hospitalRoutes, messages, type RouteDef } from '@honora/contract';
import { MultiSelect } from '@mantine/core';
import { useSyncedRegistry } from './use-synced-registry';

const noMatches = messages.screens.people.noMatches;

interface Named {
  id: string;
  name: string;
  active: boolean;
  deletedAt: string | null;
}

/** The cached registries a screen picks from (platform.md §7 per-company cache). */
const REGISTRIES = {
  healthInsurers: healthInsurerRoutes.list,
  anesthetists: anesthetistRoutes.list,
  hospitals: hospitalRoutes.list,
} as const satisfies Record<string, RouteDef>;
export type PickableRegistry = keyof typeof REGISTRIES;

/** Options of a registry; an inactive record stays listed while it is picked. */
export function useRegistryOptions(name: PickableRegistry, selected: readonly string[]) {
  const { items } = useSyncedRegistry<Named>(name, REGISTRIES[name]);
  return items
    .filter((item) => item.active || selected.includes(item.id))
    .map((item) => ({ value: item.id, label: item.name }));
}

interface Props {
  registry: PickableRegistry;
  label: string;
  placeholder: string;
  value: string[];
  onChange: (ids: string[]) => void;
  description?: string | undefined;
  error?: string | undefined;
  readOnly?: boolean;
  w?: number | string;
}

/** Several records of one registry (insurers, anesthetists): mount it only when the user may list that registry. */
export function RegistryMultiSelect({ registry, label, placeholder, value, onChange, ...rest }: Props) {
  const options = useRegistryOptions(registry, value);
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable={!rest.readOnly}
      nothingFoundMessage={noMatches}
      {...rest}
    />
  );
}
