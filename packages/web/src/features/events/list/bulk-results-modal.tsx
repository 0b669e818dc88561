import { messages, type EventBulkResult } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';

const t = messages.screens.events.list.bulk;
const resultLabels = messages.screens.events.bulkResults;

interface Props {
  /** Open while set. */
  results: readonly EventBulkResult[] | null;
  onClose: () => void;
}

/** Each event's result type in pt-BR (billing.md §8 bulk operation result types) and, when it failed, why. */
export function BulkResultsModal({ results, onClose }: Props) {
  const ok = results?.filter((result) => result.result === 'success').length ?? 0;
  return (
    <Modal opened={results !== null} onClose={onClose} title={t.resultsTitle} size="lg" centered>
      {results && (
        <Stack>
          <Text role="status">{t.summary(formatNumber(ok), formatNumber(results.length))}</Text>
          <Table.ScrollContainer minWidth={480} mah={420}>
            <Table striped aria-label={t.resultsTitle}>
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
                    <Table.Td>{result.numGuide ?? messages.screens.events.list.noGuide}</Table.Td>
                    <Table.Td>
                      <Badge color={result.result === 'success' ? 'teal' : 'red'} variant="light">
                        {resultLabels[result.result]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{result.message ?? ''}</Table.Td>
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
