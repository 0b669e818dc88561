import { specialtyRoutes } from '@honora/contract';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';

/** Query-cache root of the specialties (decision 063): the admin screen refreshes it after a write. */
export const SPECIALTIES_KEY = 'specialties';

/** The product's specialties (a small list, read once per screen). */
export function useSpecialties() {
  return useQuery({
    queryKey: [SPECIALTIES_KEY, 'list'],
    queryFn: ({ signal }) => call(specialtyRoutes.list, { signal }),
    staleTime: 5 * 60_000,
  });
}

interface Props {
  label: string;
  /** The chosen specialty's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The specialty of a surgeon or an anesthetist (platform.md §3; decision 063): one of the
 * registry's, searchable by name; clearing leaves the record without one.
 */
export function SpecialtySelect({ label, value, onChange, error, disabled = false }: Props) {
  const query = useSpecialties();
  const data = (query.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
  return (
    <Select
      name="specialtyId"
      label={label}
      searchable
      clearable
      data={data}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      error={error}
      disabled={disabled}
    />
  );
}
