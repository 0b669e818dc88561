import { regionRoutes, specialtyRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { REGIONS_KEY } from '../../shared/registry/region-select';
import { SPECIALTIES_KEY } from '../../shared/registry/specialty-select';

/** The administrators' specialties, with how many records use each (decision 063). */
export function useAdminSpecialties() {
  return useQuery({
    queryKey: [SPECIALTIES_KEY, 'admin'],
    queryFn: ({ signal }) => call(specialtyRoutes.adminList, { signal }),
  });
}

export function useAdminRegions() {
  return useQuery({
    queryKey: [REGIONS_KEY],
    queryFn: ({ signal }) => call(regionRoutes.list, { signal }),
  });
}

/** After a write: every list of specialties (the registries' selects too) or of regions is read again. */
export function useRefresh(key: typeof SPECIALTIES_KEY | typeof REGIONS_KEY) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [key] }), [queryClient, key]);
}
