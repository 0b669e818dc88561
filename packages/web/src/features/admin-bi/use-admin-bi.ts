import { adminBiRoutes } from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import type { BiPeriod } from './admin-bi-filters';

const KEY = 'admin-bi';

/** Each company's production in the period (GET /api/admin/bi, super admins). */
export function useBi(period: BiPeriod) {
  return useQuery({
    queryKey: [KEY, 'bi', period],
    queryFn: ({ signal }) => call(adminBiRoutes.bi, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Companies and production by UF and city (GET /api/admin/map), optionally of one region (decision 063). */
export function useMap(query: BiPeriod & { regionId?: string }) {
  return useQuery({
    queryKey: [KEY, 'map', query],
    queryFn: ({ signal }) => call(adminBiRoutes.map, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
