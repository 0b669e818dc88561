import { appealRoutes, type EventView } from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../../shared/api/api-client';
import { useSession } from '../../../../shared/auth/auth-store';
import { useCan } from '../../../../shared/auth/use-can';
import { EVENTS_KEY } from '../use-event';
import { appealMenuEntries, type AppealRequest } from './appeal-menu';

/** True when the decimal text is more than zero. */
const isPositive = (text: string | undefined) => text !== undefined && /[1-9]/.test(text);

/** Who may see and act on the event's appeals: they are about money (values), module billing. */
function useAppealAccess(event: EventView | null) {
  const can = useCan();
  const canRead = event?.values !== undefined && (can('billing', 'read') || can('billing', 'list'));
  return { canRead, canWrite: canRead && can('billing', 'write') };
}

/**
 * The event's glosas that can be appealed (GET /api/appeals/candidates), read only when the event
 * has a glosa; every write moves the version, so the version in the key reads it again.
 */
function useAppealCandidates(event: EventView | null, version: number, canWrite: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'appealCandidates', event?.id, version],
    enabled: event !== null && canWrite && event.active && isPositive(event.values?.totalGlosado),
    queryFn: ({ signal }) => call(appealRoutes.candidates, { query: { eventId: event!.id }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The event's appeals (GET /api/appeals?eventId=), read when the event is in one. */
function useAppealList(event: EventView | null, version: number, canRead: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'appeals', event?.id, version],
    enabled: event !== null && canRead && event.appealsIds.length > 0,
    queryFn: ({ signal }) => call(appealRoutes.list, { query: { eventId: event!.id, page: 1 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The event page's appeals (decision 026): the candidates, the event's appeals, the entries the
 * actions menu offers and the dialog asked for. The Recursos section shows when the event is in
 * an appeal or has a glosa it can appeal.
 */
export function useEventAppeals(event: EventView | null, version: number, isDirty: boolean) {
  const { canRead, canWrite } = useAppealAccess(event);
  const candidates = useAppealCandidates(event, version, canWrite);
  const list = useAppealList(event, version, canRead);
  const [request, setRequest] = useState<AppealRequest | null>(null);
  const hasAppeals = (event?.appealsIds.length ?? 0) > 0;
  const candidateItems = candidates.data?.items ?? [];
  const appeals = hasAppeals ? list.data?.items : [];
  return {
    canWrite,
    candidates: candidateItems,
    appeals,
    isError: list.isError,
    hasSection: canRead && (hasAppeals || candidateItems.length > 0),
    entries: appealMenuEntries({ canWrite, isDirty, candidates: candidateItems, appeals: appeals ?? [] }),
    request,
    setRequest,
  };
}

export type EventAppeals = ReturnType<typeof useEventAppeals>;
