import { fmt, messages, type BatchEventResult } from '@honora/contract';
import { invoicesScreenMessages } from '@honora/contract/screen-texts/invoices';
import { formatNumber } from '@honora/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EventResultsModal } from '../../../shared/events/event-results-modal';
import { toastError } from '../../../shared/notify/toast';
import { batchOptionLabel } from './add-to-batch-dialog';
import { resultText, useAddToBatch, useOpenBatches } from './use-batch-invoice';

const t = invoicesScreenMessages.eventHooks.bulkAddToBatch;
const warnings = messages.screens.batches.warnings;

interface Props {
  selectedIds: readonly string[];
  /** Clears the selection after a run. */
  onDone: () => void;
}

/** "Adicionar ao lote" over the selected events of the list: choose an open batch, then see each event's result. */
export function BulkAddToBatch({ selectedIds, onDone }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<BatchEventResult[] | null>(null);
  const batches = useOpenBatches(null, isOpen);
  const add = useAddToBatch();
  const items = batches.data?.items ?? [];

  const close = () => {
    setIsOpen(false);
    setBatchId(null);
    setError(null);
  };
  async function submit() {
    if (!batchId) {
      setError(warnings.noBatch);
      return;
    }
    try {
      const answer = await add.mutateAsync({ batchId, eventIds: [...selectedIds] });
      close();
      setResults(answer.results);
      onDone();
    } catch (failure) {
      toastError(failure);
    }
  }

  return (
    <>
      <Button variant="light" disabled={selectedIds.length === 0} onClick={() => setIsOpen(true)}>
        {t.button}
      </Button>
      <Modal opened={isOpen} onClose={close} title={fmt(t.title, { count: formatNumber(selectedIds.length) })} centered>
        <Stack>
          {!batches.isPending && !batches.isError && items.length === 0 ? (
            <Text c="dimmed" role="status">
              {t.noBatches}
            </Text>
          ) : (
            <Select
              label={t.batch}
              placeholder={t.batchPlaceholder}
              data={items.map((batch) => ({ value: batch.id, label: batchOptionLabel(batch) }))}
              value={batchId}
              error={error ?? (batches.isError ? batches.error.message : null)}
              onChange={(value) => {
                setBatchId(value);
                setError(null);
              }}
              disabled={batches.isPending}
              searchable
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage={messages.screens.people.noMatches}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={add.isPending} disabled={items.length === 0}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <EventResultsModal
        title={t.resultsTitle}
        tableLabel={t.resultsLabel}
        results={results}
        summary={(ok, total) => fmt(t.summary, { ok, total })}
        okLabel={t.success}
        failLabel={() => t.warning}
        messageOf={(result) => resultText(result, warnings)}
        onClose={() => setResults(null)}
      />
    </>
  );
}
