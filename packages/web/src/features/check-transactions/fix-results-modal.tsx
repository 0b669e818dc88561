import { fmt, messages } from '@honora/contract';
import { checkTransactionsScreenMessages as t } from '@honora/contract/screen-texts/check-transactions';
import { formatNumber } from '@honora/domain';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { DifferencesList } from './differences-list';
import type { Difference } from './differences';

const r = t.results;
const autoFixErrors = messages.screens.money.autoFixErrors;

export interface FixResult {
  eventId: string;
  fixed: boolean;
  error: keyof typeof autoFixErrors | null;
  /** What was rewritten (stored before → the ledger's value). */
  differences: Difference[];
}

interface Props {
  /** null: closed. */
  results: readonly FixResult[] | null;
  /** The guide of each event that was sent (the answer names events by id). */
  guides: ReadonlyMap<string, string | null>;
  onClose: () => void;
}

/** What "Corrigir" did to each event: fixed, or why not (the §8 auto-fix error kinds). */
export function FixResultsModal({ results, guides, onClose }: Props) {
  const list = results ?? [];
  const fixed = list.filter((result) => result.fixed).length;
  return (
    <Modal opened={results !== null} onClose={onClose} title={r.title} size="xl">
      <Stack>
        <Text role="status" fw={600}>
          {fmt(r.summary, { fixed: formatNumber(fixed), total: formatNumber(list.length) })}
        </Text>
        <Table striped aria-label={r.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.columns.numGuide}</Table.Th>
              <Table.Th>{t.log.result}</Table.Th>
              <Table.Th>{t.columns.differences}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((result) => (
              <Table.Tr key={result.eventId} data-event-id={result.eventId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{guides.get(result.eventId) ?? t.noGuide}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} c={result.fixed ? 'teal' : 'red'}>
                    {result.fixed ? r.fixed : r.notFixed}
                  </Text>
                  {result.error && <Text size="sm">{autoFixErrors[result.error]}</Text>}
                </Table.Td>
                <Table.Td>
                  {result.differences.length > 0 && (
                    <DifferencesList
                      differences={result.differences}
                      label={fmt(t.differences.tableLabel, { guide: guides.get(result.eventId) ?? t.noGuide })}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose}>{r.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
