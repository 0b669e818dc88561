import { regionRoutes } from '@honora/contract';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';

/** Query-cache root of the regions (decision 063): the admin screen refreshes it after a write. */
export const REGIONS_KEY = 'regions';

interface Props {
  label: string;
  /** Shown for "no region" (every place). */
  placeholder: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  error?: string | undefined;
}

/** The region filter of the administrators' map and reports (platform.md §1 regions; decision 063). */
export function RegionSelect({ label, placeholder, value, onChange, error }: Props) {
  const query = useQuery({
    queryKey: [REGIONS_KEY],
    queryFn: ({ signal }) => call(regionRoutes.list, { signal }),
  });
  const data = (query.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Select
      name="regionId"
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      error={error}
      maw={260}
    />
  );
}
