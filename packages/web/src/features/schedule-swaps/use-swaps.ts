import { onCallSwapRoutes, type Swap, type SwapCreateBody } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import type { SwapAction } from './swaps-model';

export const SWAPS_KEY = 'onCallSwaps';
/**
 * The caches a swap changes besides this list, by key (features do not import each other): the
 * month grid (features/on-call-schedule), the doctor's own month (features/my-schedule) and the
 * day's roster (features/daily-schedule). A request that was applied moves slots in all three.
 */
const ROSTER_KEYS = ['onCallMonth', 'onCallMine', 'onCallDay'] as const;

/** GET /api/on-call/swaps?month=: the month's requests, the doctor's slots to offer and the colleagues'. */
export function useSwapList(month: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [SWAPS_KEY, companyId, month],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(onCallSwapRoutes.list, { query: { month }, signal }),
    // The previous month stays on screen while the next one loads: the month bar does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * Asking, and each step of a request (accept, reject, cancel, approve) naming the version the
 * screen read (decision 043). The list — and the roster's caches — are read again whatever the
 * answer, so a refusal because someone else acted meanwhile shows what is there now.
 */
export function useSwapActions() {
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () =>
      Promise.all(
        [SWAPS_KEY, ...ROSTER_KEYS].map((key) => queryClient.invalidateQueries({ queryKey: [key, companyId] })),
      ),
    [queryClient, companyId],
  );
  const create = useCallback(
    async (body: SwapCreateBody): Promise<Swap> => {
      try {
        return await call(onCallSwapRoutes.create, { body });
      } finally {
        await refetch();
      }
    },
    [refetch],
  );
  const decide = useCallback(
    async (swap: Pick<Swap, 'id' | 'version'>, action: SwapAction): Promise<Swap> => {
      try {
        return await call(onCallSwapRoutes[action], { params: { id: swap.id }, body: { version: swap.version } });
      } finally {
        await refetch();
      }
    },
    [refetch],
  );
  return { create, decide };
}
