import { appealRoutes, type AppealAnswerBody } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../shared/events/events-cache';
import { appealListQuery, type AppealFilters } from './appeal-filters';
import type { StatsPeriod } from './stats-period';

/** Query-cache root of the appeal screens. */
const APPEALS_KEY = 'appeals';

export function useAppealList(filters: AppealFilters) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [APPEALS_KEY, companyId, 'list', filters],
    queryFn: ({ signal }) => call(appealRoutes.list, { query: appealListQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAppeal(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [APPEALS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(appealRoutes.get, { params: { id }, signal }),
    retry: false,
  });
}

export function useAppealStats(period: StatsPeriod, insurerId: string | null, enabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [APPEALS_KEY, companyId, 'stats', period, insurerId],
    queryFn: ({ signal }) =>
      call(appealRoutes.stats, {
        query: { from: period.from, to: period.to, healthInsuranceId: insurerId ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** An appeal's action changes its events and their money: both caches are refreshed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [APPEALS_KEY] });
    void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
  };
}

/** The actions of one appeal (billing.md §4 Appeal: send, stage, answer, receive, finish). */
export function useAppealActions(id: string) {
  const refresh = useRefresh();
  const params = { id };
  return {
    send: useMutation({
      mutationFn: (sentOn: string) => call(appealRoutes.send, { params, body: { sentOn } }),
      onSuccess: refresh,
    }),
    stage: useMutation({
      mutationFn: (stage: 'waitingAnalysis' | 'analysing') => call(appealRoutes.stage, { params, body: { stage } }),
      onSuccess: refresh,
    }),
    answer: useMutation({
      mutationFn: (body: AppealAnswerBody) => call(appealRoutes.answer, { params, body }),
      onSuccess: refresh,
    }),
    receive: useMutation({
      mutationFn: (body: { date: string; typeOfPaymentId: string | null }) =>
        call(appealRoutes.receive, { params, body }),
      onSuccess: refresh,
    }),
    finish: useMutation({
      mutationFn: (finishedOn: string) => call(appealRoutes.finish, { params, body: { finishedOn } }),
      onSuccess: refresh,
    }),
  };
}
