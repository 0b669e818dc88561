import {
  batchRoutes,
  COLLECTION_LIMITS,
  collectionRoutes,
  type CollectionEvent,
  type CollectionListQuery,
} from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../shared/events/events-cache';
import { pagesOf } from './collection-shown';

/** Query-cache root of the collection screens. */
const COLLECTIONS_KEY = 'collections';
/** The insurer's batches a new collection offers (the newest first). */
const BATCH_CHOICES = 100;

export function useCollectionList(query: CollectionListQuery) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [COLLECTIONS_KEY, companyId, 'list', query],
    queryFn: ({ signal }) => call(collectionRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCollection(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [COLLECTIONS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(collectionRoutes.get, { params: { id }, signal }),
    retry: false,
  });
}

export function useCollectionEvents(id: string, page: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [COLLECTIONS_KEY, companyId, 'events', id, page],
    queryFn: ({ signal }) => call(collectionRoutes.events, { params: { id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every event of a collection (page after page, at most COLLECTION_LIMITS.events), for the payment dialog. */
export function useAllCollectionEvents(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [COLLECTIONS_KEY, companyId, 'all-events', id],
    queryFn: async ({ signal }) => {
      const items: CollectionEvent[] = [];
      const maxPages = pagesOf(COLLECTION_LIMITS.events, COLLECTION_LIMITS.pageSize);
      for (let page = 1; page <= maxPages; page += 1) {
        const answer = await call(collectionRoutes.events, { params: { id }, query: { page }, signal });
        items.push(...answer.items);
        if (page >= pagesOf(answer.total, COLLECTION_LIMITS.pageSize)) break;
      }
      return items.slice(0, COLLECTION_LIMITS.events);
    },
    staleTime: 0,
  });
}

/** The insurer's active batches, newest first, for the new collection's multi-select. */
export function useInsurerBatches(insurerId: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [COLLECTIONS_KEY, companyId, 'batches', insurerId],
    queryFn: ({ signal }) =>
      call(batchRoutes.list, { query: { healthInsuranceId: insurerId, pageSize: BATCH_CHOICES }, signal }),
    enabled: insurerId !== '',
  });
}

/** After a write: the collections, and the events whose money or status it moved. */
export function useRefreshCollections() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [COLLECTIONS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] }),
    ]);
  }, [queryClient]);
}
