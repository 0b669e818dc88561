import { fmt, type Swap } from '@honora/contract';
import { scheduleSwapsScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { toast } from '../../shared/notify/toast';
import { HiddenHeader } from '../../shared/ui/hidden-header';
import { SwapConfirm, type Question } from './swap-confirm';
import {
  actionsOf,
  decidedText,
  isAskedFirst,
  monthTitle,
  peopleText,
  resultOf,
  slotLabel,
  statusLines,
  type SwapAction,
} from './swaps-model';
import { useSwapActions } from './use-swaps';

interface Props {
  month: string;
  items: readonly Swap[];
  /** A refusal of the server, for the page's alert region (null clears it). */
  onError: (message: string | null) => void;
}

/** The month's requests (platform.md §3 schedule change statuses) and the steps the signed-in user may take. */
export function SwapsTable({ month, items, onError }: Props) {
  const { decide } = useSwapActions();
  // The question asked stays while the modal closes, so its text does not blank out.
  const [question, setQuestion] = useState<Question | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function act(swap: Swap, action: SwapAction) {
    onError(null);
    setBusyId(swap.id);
    try {
      const result = resultOf(await decide(swap, action));
      toast[result.kind](result.text);
    } catch (error) {
      const apiError = toApiError(error);
      if (!apiError.isHandled) onError(apiError.message);
    } finally {
      setBusyId(null);
    }
  }

  if (items.length === 0) return <Text>{t.empty}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="sm" aria-label={fmt(t.tableLabel, { month: monthTitle(month) })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.slot}</Table.Th>
              <Table.Th>{t.kind}</Table.Th>
              <Table.Th>{t.people}</Table.Th>
              <Table.Th>{t.counterSlot}</Table.Th>
              <Table.Th>{t.status}</Table.Th>
              <HiddenHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((swap) => (
              <SwapRow
                key={swap.id}
                swap={swap}
                isBusy={busyId === swap.id}
                onAction={(action) => {
                  if (isAskedFirst(action)) {
                    setQuestion({ swap, action });
                    setIsAsking(true);
                  } else void act(swap, action);
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SwapConfirm
        question={question}
        opened={isAsking}
        onConfirm={(asked) => act(asked.swap, asked.action)}
        onClose={() => setIsAsking(false)}
      />
    </>
  );
}

interface RowProps {
  swap: Swap;
  isBusy: boolean;
  onAction: (action: SwapAction) => void;
}

function SwapRow({ swap, isBusy, onAction }: RowProps) {
  const slot = slotLabel(swap.slot);
  const { status, waiting } = statusLines(swap);
  const decided = decidedText(swap);
  const showsOutcome = (swap.status === 'Error' || swap.status === 'Rejected') && swap.outcome;
  return (
    <Table.Tr data-swap={swap.id}>
      <Table.Td>{slot}</Table.Td>
      <Table.Td>{t.kinds[swap.kind]}</Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm">{peopleText(swap)}</Text>
          {swap.justification && (
            <Text size="sm" c="dimmed">
              {fmt(t.justificationText, { text: swap.justification })}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>{swap.counterSlot ? slotLabel(swap.counterSlot) : t.noCounterSlot}</Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {status}
          </Text>
          {waiting && <Text size="sm">{waiting}</Text>}
          {showsOutcome && (
            <Text size="sm" c={swap.status === 'Error' ? 'red' : undefined}>
              {swap.outcome}
            </Text>
          )}
          {decided && (
            <Text size="sm" c="dimmed">
              {decided}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {actionsOf(swap).map(({ action, label }) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'reject' || action === 'cancel' ? 'default' : 'filled'}
              disabled={isBusy}
              onClick={() => onAction(action)}
              aria-label={fmt(t.actionLabel, { action: label, slot, requester: swap.requesterName })}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
