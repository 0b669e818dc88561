import { eventRoutes, statementRoutes, type StatementColumns } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../shared/events/events-cache';
import type { StatementTab } from './statement-lines-logic';

/** Query-cache root of the statement screens. */
const STATEMENTS_KEY = 'statements';
/** The events the manual match offers per search. */
const EVENT_CHOICES = 20;

export function useStatementList(page: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [STATEMENTS_KEY, companyId, 'list', page],
    queryFn: ({ signal }) => call(statementRoutes.list, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [STATEMENTS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(statementRoutes.get, { params: { id }, signal }),
    retry: false,
  });
}

export function useStatementLines(id: string, tab: StatementTab, page: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [STATEMENTS_KEY, companyId, 'lines', id, tab, page],
    queryFn: ({ signal }) =>
      call(statementRoutes.lines, {
        params: { id },
        query: { match: tab === 'all' ? undefined : tab, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The insurer's last spreadsheet mapping (GET /api/statements/columns), null when it never sent one. */
export function useStatementColumns(insurerId: string, enabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [STATEMENTS_KEY, companyId, 'columns', insurerId],
    queryFn: ({ signal }) => call(statementRoutes.columns, { query: { healthInsuranceId: insurerId }, signal }),
    enabled: enabled && insurerId !== '',
    staleTime: 0,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [STATEMENTS_KEY] });
    void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
  };
}

export function useUploadStatement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { healthInsuranceId: string; fileName: string; content: string; columns?: StatementColumns }) =>
      call(statementRoutes.upload, { body }),
    onSuccess: refresh,
  });
}

export function useMatchLine(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { lineId: string; eventId: string | null; procedureRowId: string | null }) =>
      call(statementRoutes.matchLine, {
        params: { id, lineId: input.lineId },
        body: { eventId: input.eventId, procedureRowId: input.procedureRowId },
      }),
    onSuccess: refresh,
  });
}

export function useConfirmStatement(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (date: string | undefined) => call(statementRoutes.confirm, { params: { id }, body: { date } }),
    onSuccess: refresh,
  });
}

/** The insurer's events whose guide number starts with the search (GET /api/events), for the manual match. */
export function searchInsurerEvents(insurerId: string, search: string, signal: AbortSignal) {
  return call(eventRoutes.list, {
    query: {
      insurerIds: insurerId,
      numGuide: search || undefined,
      readiness: 'all',
      sort: 'numGuide',
      dir: 'asc',
      pageSize: EVENT_CHOICES,
    },
    signal,
  });
}

/** One event with its procedure rows (GET /api/events/:id), once an event is chosen. */
export function useEventRows(eventId: string | null) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'statement-match', eventId],
    queryFn: ({ signal }) => call(eventRoutes.get, { params: { id: eventId! }, signal }),
    enabled: eventId !== null,
  });
}

export const statementEventsKey = (insurerId: string) => [EVENTS_KEY, 'statement-choices', insurerId] as const;
