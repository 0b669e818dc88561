import {
  anesthetistRoutes,
  healthInsurerRoutes,
  hospitalRoutes,
  messages,
  surgeonRoutes,
  type AxregType,
  type RouteDef,
} from '@honora/contract';
import { Select } from '@mantine/core';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';

/** The company's cached registry of each type (platform.md §7 per-company cache), as the pickers read it. */
const REGISTRIES: Record<AxregType, { name: string; route: RouteDef }> = {
  surgeon: { name: 'surgeons', route: surgeonRoutes.list },
  anesthetist: { name: 'anesthetists', route: anesthetistRoutes.list },
  healthInsurance: { name: 'healthInsurers', route: healthInsurerRoutes.list },
  hospital: { name: 'hospitals', route: hospitalRoutes.list },
};

interface Named {
  id: string;
  name: string;
  deletedAt: string | null;
}

interface Props {
  type: AxregType;
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (id: string | null) => void;
}

/** One product record of the type, searched by name in the company's registry. */
export function ProductSelect({ type, label, placeholder, value, onChange }: Props) {
  const registry = REGISTRIES[type];
  const { items } = useSyncedRegistry<Named>(registry.name, registry.route);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={items.map((item) => ({ value: item.id, label: item.name }))}
      value={value}
      onChange={onChange}
      searchable
      required
      nothingFoundMessage={messages.screens.people.noMatches}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
