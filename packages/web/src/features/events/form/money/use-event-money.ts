import { moneyRoutes, type Transaction } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../../../shared/api/api-client';
import { useSession } from '../../../../shared/auth/auth-store';
import { useCan } from '../../../../shared/auth/use-can';
import { fetchEventTransactions, watchTransactions } from '../../../../shared/money/transactions-graphql';
import { EVENTS_KEY } from '../use-event';
import { withGlosaReasons, type ShownTransaction } from './transaction-glosa';

/**
 * The event's items with what settled them (REST GET /api/events/:id/money). Every money write
 * moves the event's version, so the version in the key reads it again after each change.
 */
export function useEventMoney(eventId: string, version: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'money', eventId, version],
    queryFn: ({ signal }) => call(moneyRoutes.eventMoney, { params: { id: eventId }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The event's transactions through GraphQL (billing.md §7), nothing cached (platform.md §7);
 * the GraphQL client retries and logs by itself. GraphQL asks billing read (or readOwn); without
 * it, or when GraphQL cannot answer, the list is the REST answer's — the screen never shows a
 * GraphQL error. A glosa's reasons come from the REST answer (decision 026).
 */
export function useEventTransactions(
  eventId: string,
  version: number,
  fallback: readonly Transaction[] | undefined,
): readonly ShownTransaction[] | undefined {
  const companyId = useSession()?.company?.id;
  const can = useCan();
  const canQuery = can('billing', 'read') || can('billing', 'readOwn');
  const query = useQuery({
    queryKey: [EVENTS_KEY, companyId, 'transactions', eventId, version],
    enabled: canQuery,
    queryFn: ({ signal }) => fetchEventTransactions(eventId, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  if (!canQuery || query.isError) return fallback;
  return query.data && withGlosaReasons(query.data, fallback);
}

/**
 * Live changes (the transactionChanged subscription): when someone posts or cancels money on
 * this event, its items and transactions are read again and `onChange` runs (the editor reads
 * the event's status and version). The feed is the company's, for users with billing read.
 */
export function useTransactionFeed(eventId: string, onChange: () => void): void {
  const queryClient = useQueryClient();
  const canWatch = useCan()('billing', 'read');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!canWatch) return undefined;
    return watchTransactions((change) => {
      if (change.eventId !== eventId) return;
      void queryClient.invalidateQueries({
        queryKey: [EVENTS_KEY],
        predicate: (query) =>
          query.queryKey[3] === eventId && (query.queryKey[2] === 'money' || query.queryKey[2] === 'transactions'),
      });
      latest.current();
    });
  }, [eventId, queryClient, canWatch]);
}
