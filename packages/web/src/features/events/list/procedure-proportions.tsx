import { eventRoutes, messages, type EventView } from '@honora/contract';
import type { Proportion } from '@honora/domain';
import { Alert, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../shared/api/api-client';
import { toApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/auth/auth-store';
import { toast } from '../../../shared/notify/toast';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';
import { ProportionControl } from '../../../shared/pricing/proportion-control';
import { QueryState } from '../../../shared/ui/query-state';
import { EVENTS_KEY } from './use-event-list';

const t = messages.screens.events.list.proportions;

/**
 * The procedures of one event with their proportion, changed right from the list (billing.md §5
 * proportion rules): the server refuses with one of its four messages, shown here.
 */
export function ProcedureProportions({ eventId }: { eventId: string }) {
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  const key = [EVENTS_KEY, companyId, 'one', eventId];
  const event = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(eventRoutes.get, { params: { id: eventId }, signal }),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (input: { view: EventView; rowId: string; proportion: Proportion }) =>
      call(eventRoutes.setProportion, {
        params: { id: input.view.id, rowId: input.rowId },
        body: { version: input.view.version, proportion: input.proportion },
      }),
    onSuccess: (view) => {
      setProblem(null);
      queryClient.setQueryData(key, view);
      void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY, companyId, 'list'] });
      toast.success(t.saved);
    },
    onError: (error) => {
      const apiError = toApiError(error);
      if (!apiError.isHandled) setProblem(apiError.message);
    },
  });
  return (
    <QueryState query={event}>
      {(view) =>
        view.procedures.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        ) : (
          <>
            <Table withRowBorders={false} aria-label={t.title} maw={860}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.code}</Table.Th>
                  <Table.Th>{t.name}</Table.Th>
                  <Table.Th>{t.proportion}</Table.Th>
                  {view.values && <Table.Th ta="right">{t.value}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.procedures.map((procedure) => (
                  <Table.Tr key={procedure.rowId}>
                    <Table.Td>{procedure.idProc}</Table.Td>
                    <Table.Td>{procedure.name}</Table.Td>
                    <Table.Td>
                      <ProportionControl
                        label={`${t.proportion} ${procedure.idProc}`}
                        chosen={procedure.proportion}
                        priced={procedure}
                        disabled={change.isPending}
                        onChange={(proportion) => change.mutate({ view, rowId: procedure.rowId, proportion })}
                      />
                    </Table.Td>
                    {view.values && (
                      <Table.Td ta="right">{procedure.value ? formatMoneyText(procedure.value) : ''}</Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {problem && (
              <Alert color="red" role="alert" mt="xs">
                {problem}
              </Alert>
            )}
          </>
        )
      }
    </QueryState>
  );
}
