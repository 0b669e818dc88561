import { adminTicketRoutes, TICKET_PAGE_SIZE, type RouteBody, type TicketDetail } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

const KEY = ['admin', 'tickets'] as const;

export interface TicketFilters {
  status: string;
  assignee: string;
  companyId: string | null;
  search: string;
}

/** GET /api/admin/tickets: one page, the most recent conversation first. */
export function useTickets(filters: TicketFilters, page: number) {
  return useQuery({
    queryKey: [...KEY, 'list', filters, page],
    queryFn: ({ signal }) =>
      call(adminTicketRoutes.list, {
        query: {
          status: (filters.status || undefined) as RouteBody<typeof adminTicketRoutes.status>['status'] | undefined,
          assignee: filters.assignee || undefined,
          companyId: filters.companyId ?? undefined,
          search: filters.search || undefined,
          page,
          pageSize: TICKET_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => call(adminTicketRoutes.get, { params: { id }, signal }),
  });
}

/** The administrators with the sup rule, who may be assignees. */
export function useTicketAssignees() {
  return useQuery({
    queryKey: [...KEY, 'assignees'],
    queryFn: ({ signal }) => call(adminTicketRoutes.assignees, { signal }),
    staleTime: 60_000,
  });
}

type Change =
  | { kind: 'reply'; body: RouteBody<typeof adminTicketRoutes.reply> }
  | { kind: 'note'; body: RouteBody<typeof adminTicketRoutes.note> }
  | { kind: 'status'; body: RouteBody<typeof adminTicketRoutes.status> }
  | { kind: 'assign'; body: RouteBody<typeof adminTicketRoutes.assign> }
  | { kind: 'links'; body: RouteBody<typeof adminTicketRoutes.links> };

function send(id: string, change: Change): Promise<TicketDetail> {
  const params = { id };
  switch (change.kind) {
    case 'reply':
      return call(adminTicketRoutes.reply, { params, body: change.body });
    case 'note':
      return call(adminTicketRoutes.note, { params, body: change.body });
    case 'status':
      return call(adminTicketRoutes.status, { params, body: change.body });
    case 'assign':
      return call(adminTicketRoutes.assign, { params, body: change.body });
    case 'links':
      return call(adminTicketRoutes.links, { params, body: change.body });
  }
}

/** One change of a ticket; the answer is the whole ticket, kept in the cache, and the lists reload. */
export function useTicketChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(id, change),
    onSuccess: (ticket) => {
      queryClient.setQueryData([...KEY, 'one', id], ticket);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof adminTicketRoutes.create>) => call(adminTicketRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] }),
  });
}
