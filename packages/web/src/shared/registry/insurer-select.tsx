import { healthInsurerRoutes, messages, type HealthInsurerSummary } from '@honora/contract';
import { Select } from '@mantine/core';
import { selectWidth } from '../ui/select-width';
import { useSyncedRegistry } from './use-synced-registry';

const noMatches = messages.screens.people.noMatches;

/** A select of one registry's records (an insurer, a hospital), as the filters and forms use it. */
export interface RegistryPickerProps {
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (id: string | null) => void;
  required?: boolean;
  error?: string | undefined;
  clearable?: boolean;
  w?: number;
  /** A filter's select: at least this wide, and as wide as its longest choice (selectWidth). */
  minWidth?: number;
}

/** Insurers of the company's cached registry (an inactive one stays listed while picked). */
export function InsurerSelect(props: RegistryPickerProps) {
  const { label, placeholder, value, onChange, required, error, clearable, w, minWidth } = props;
  const { items } = useSyncedRegistry<HealthInsurerSummary>('healthInsurers', healthInsurerRoutes.list);
  const data = items.filter((i) => i.active || i.id === value).map((i) => ({ value: i.id, label: i.name }));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      required={required}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable={clearable}
      nothingFoundMessage={noMatches}
      w={minWidth === undefined ? w : selectWidth([placeholder, ...data.map((option) => option.label)], minWidth)}
    />
  );
}
