import { messages, type BatchEventResult } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Badge, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { toastError } from '../../../shared/notify/toast';
import { batchOptionLabel } from './add-to-batch-dialog';
import { resultText, useAddToBatch, useOpenBatches } from './use-batch-invoice';

const t = messages.screens.invoices.screen.eventHooks.bulkAddToBatch;
const warnings = messages.screens.batches.warnings;

/** Each event's answer: added, or the warning that kept it out (billing.md §8 batch warnings). */
function ResultsModal({ results, onClose }: { results: readonly BatchEventResult[] | null; onClose: () => void }) {
  const ok = results?.filter((r) => r.result === 'success').length ?? 0;
  return (
    <Modal opened={results !== null} onClose={onClose} title={t.resultsTitle} size="lg" centered>
      {results && (
        <Stack>
          <Text role="status">{t.summary(formatNumber(ok), formatNumber(results.length))}</Text>
          <Table.ScrollContainer minWidth={480} mah={420}>
            <Table striped aria-label={t.resultsLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.guide}</Table.Th>
                  <Table.Th>{t.result}</Table.Th>
                  <Table.Th>{t.message}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.map((result) => (
                  <Table.Tr key={result.eventId} data-result={result.result}>
                    <Table.Td>{result.numGuide ?? t.noGuide}</Table.Td>
                    <Table.Td>
                      <Badge color={result.result === 'success' ? 'teal' : 'yellow'} variant="light">
                        {result.result === 'success' ? t.success : t.warning}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{resultText(result, warnings)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

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
      <Modal opened={isOpen} onClose={close} title={t.title(formatNumber(selectedIds.length))} centered>
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
      <ResultsModal results={results} onClose={() => setResults(null)} />
    </>
  );
}
