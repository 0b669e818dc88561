import { fmt, messages, type EventView } from '@honora/contract';
import { invoicesScreenMessages } from '@honora/contract/screen-texts/invoices';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../shared/auth/use-can';
import { paths } from '../../../shared/routing/paths';
import { useBatchesOf } from './use-batch-invoice';

const h = invoicesScreenMessages.eventHooks;
const statuses = messages.screens.batches.statuses;

/** "Lote atual": the batch(es) the event is in, each a link to /client/batches/{id}. */
export function EventBatchLinks({ event, showNone = false }: { event: EventView; showNone?: boolean }) {
  const can = useCan();
  const canRead = can('batches', 'read') || can('batches', 'list');
  const batches = useBatchesOf(event.batchesIds, canRead);
  if (!canRead || (event.batchesIds.length === 0 && !showNone)) return null;
  return (
    <Group gap="xs" data-testid="event-batches">
      <Text size="sm" c="dimmed">
        {h.currentBatches}:
      </Text>
      {event.batchesIds.length === 0 && <Text size="sm">{h.noCurrentBatch}</Text>}
      {event.batchesIds.map((id, index) => {
        const batch = batches[index]?.data;
        const code = batch?.code ?? id.slice(0, 8);
        return (
          <Anchor
            key={id}
            size="sm"
            component={Link}
            to={`${paths.clientBatches}/${id}`}
            aria-label={fmt(h.openBatch, { code })}
          >
            {batch ? fmt(h.batchStatus, { code: batch.code, status: statuses[batch.status] }) : code}
          </Anchor>
        );
      })}
    </Group>
  );
}
