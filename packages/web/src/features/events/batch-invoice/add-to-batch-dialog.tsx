import { fmt, messages, type BatchSummary, type EventView } from '@honora/contract';
import { invoicesScreenMessages } from '@honora/contract/screen-texts/invoices';
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toastError, toast } from '../../../shared/notify/toast';
import { paths } from '../../../shared/routing/paths';
import { EventBatchLinks } from './event-batch-links';
import { resultText, useAddToBatch, useOpenBatches } from './use-batch-invoice';

const h = invoicesScreenMessages.eventHooks;
const t = h.addToBatch;
const b = messages.screens.batches;

/** A batch as the pickers show it: number, name, insurer, guide type and how many events it holds. */
export function batchOptionLabel(batch: BatchSummary): string {
  const parts = [batch.code, batch.name, batch.insurerName, b.guideTypes[batch.type], `${batch.eventCount}`];
  return parts.filter(Boolean).join(' · ');
}

interface Props {
  event: EventView;
  opened: boolean;
  onClose: () => void;
  /** The event changed (it is in the batch now): read it again. */
  onChanged: () => void;
}

/**
 * "Adicionar ao lote": the open batches that can take the event (same insurer and guide type),
 * a shortcut to create one, and the event's current batch(es). A refusal shows its warning.
 */
export function AddToBatchDialog({ event, opened, onClose, onChanged }: Props) {
  const batches = useOpenBatches(event.id, opened);
  const add = useAddToBatch();
  const [batchId, setBatchId] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const items = batches.data?.items ?? [];

  const close = () => {
    setBatchId(null);
    setWarning(null);
    onClose();
  };

  async function submit() {
    if (!batchId) {
      setWarning(b.warnings.noBatch);
      return;
    }
    try {
      const answer = await add.mutateAsync({ batchId, eventIds: [event.id] });
      const result = answer.results.find((r) => r.eventId === event.id) ?? answer.results[0];
      if (result && result.result !== 'success') {
        setWarning(resultText(result, b.warnings));
        return;
      }
      toast.success(fmt(t.done, { code: answer.batch.code }));
      close();
      onChanged();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t.title} size="lg" centered>
      <Stack>
        <EventBatchLinks event={event} showNone />
        {batches.isError ? (
          <Text c="red" role="alert">
            {batches.error.message}
          </Text>
        ) : !batches.isPending && items.length === 0 ? (
          <Text c="dimmed" role="status">
            {t.noBatches}
          </Text>
        ) : (
          <Select
            label={t.batch}
            placeholder={t.batchPlaceholder}
            data={items.map((batch) => ({ value: batch.id, label: batchOptionLabel(batch) }))}
            value={batchId}
            onChange={(value) => {
              setBatchId(value);
              setWarning(null);
            }}
            disabled={batches.isPending}
            searchable
            comboboxProps={{ withinPortal: true }}
            nothingFoundMessage={messages.screens.people.noMatches}
          />
        )}
        {warning && (
          <Alert color="yellow" role="alert" title={t.refused}>
            {warning}
          </Alert>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to={paths.clientBatches} title={t.newBatchHint}>
            {t.newBatch}
          </Anchor>
          <Group>
            <Button variant="default" onClick={close}>
              {t.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={add.isPending} disabled={items.length === 0}>
              {t.submit}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
