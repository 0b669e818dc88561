import { transferRoutes } from '@honora/contract';
import type { TransferMode } from '@honora/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the transfer screens. */
const TRANSFERS_KEY = 'transfers';

/** The live transfer of a month in a mode (at most one), or null when none was computed. */
export function useMonthTransfer(month: string, mode: TransferMode) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TRANSFERS_KEY, companyId, 'month', month, mode],
    queryFn: async ({ signal }) => {
      const answer = await call(transferRoutes.list, { query: { from: month, to: month, mode, page: 1 }, signal });
      return answer.items[0] ?? null;
    },
  });
}

export function useTransferHistory(query: { from: string; to: string; page: number }) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TRANSFERS_KEY, companyId, 'history', query],
    queryFn: ({ signal }) => call(transferRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface UserTransferQuery {
  transferId?: string;
  receiverId?: string;
  year?: number;
  search?: string;
  page: number;
}

export function useUserTransfers(query: UserTransferQuery, enabled = true) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TRANSFERS_KEY, companyId, 'receivers', query],
    queryFn: ({ signal }) => call(transferRoutes.receivers, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserTransfer(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TRANSFERS_KEY, companyId, 'receiver', id],
    queryFn: ({ signal }) => call(transferRoutes.receiver, { params: { id }, signal }),
    retry: false,
  });
}

export function useTransfer(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TRANSFERS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(transferRoutes.get, { params: { id }, signal }),
  });
}

export function useTransferEntries(id: string, page: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TRANSFERS_KEY, companyId, 'entries', id, page],
    queryFn: ({ signal }) => call(transferRoutes.entries, { params: { id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTaxProfile(receiverId: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TRANSFERS_KEY, companyId, 'profile', receiverId],
    queryFn: ({ signal }) => call(transferRoutes.profile, { params: { receiverId }, signal }),
    staleTime: 0,
  });
}

/** After a write: every transfer, receiver and profile of the screens. */
export function useRefreshTransfers() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [TRANSFERS_KEY] }), [queryClient]);
}
