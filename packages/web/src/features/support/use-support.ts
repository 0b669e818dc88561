import { supportTicketRoutes, type RouteBody } from '@honora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

const KEY = ['support', 'tickets'] as const;

/** GET /api/support/tickets: my tickets in the selected company. */
export function useMyTickets() {
  return useQuery({ queryKey: [...KEY, 'list'], queryFn: ({ signal }) => call(supportTicketRoutes.list, { signal }) });
}

export function useMyTicket(id: string) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => call(supportTicketRoutes.get, { params: { id }, signal }),
  });
}

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof supportTicketRoutes.create>) => call(supportTicketRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] }),
  });
}

export function useAnswerTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(supportTicketRoutes.message, { params: { id }, body: { body } }),
    onSuccess: (ticket) => {
      queryClient.setQueryData([...KEY, 'one', id], ticket);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}
