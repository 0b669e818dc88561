import { messages } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';

const t = messages.screens.batches.screen.addDialog;

/** One event's answer: add / remove (success or a batch warning) or send guides (a bulk result). */
export interface EventResult {
  eventId: string;
  numGuide: string | null;
  result: string;
  message: string | null;
}

interface Props {
  title: string;
  /** Open while set. */
  results: readonly EventResult[] | null;
  summary: (ok: string, total: string) => string;
  okLabel: string;
  failLabel: (result: EventResult) => string;
  onClose: () => void;
}

/** What happened to each event of a batch action: the ones that went through and each refusal with its warning. */
export function ResultsModal({ title, results, summary, okLabel, failLabel, onClose }: Props) {
  const ok = results?.filter((result) => result.result === 'success').length ?? 0;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': messages.screens.batches.screen.closeDialog }}
      opened={results !== null}
      onClose={onClose}
      title={title}
      size="lg"
      centered
    >
      {results && (
        <Stack>
          <Text role="status">{summary(formatNumber(ok), formatNumber(results.length))}</Text>
          <Table.ScrollContainer minWidth={480} mah={420}>
            <Table striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.guide}</Table.Th>
                  <Table.Th>{t.result}</Table.Th>
                  <Table.Th>{t.message}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.map((result) => (
                  <Table.Tr key={result.eventId} data-result={result.result} data-event-id={result.eventId}>
                    <Table.Td>{result.numGuide ?? messages.screens.batches.screen.events.noGuide}</Table.Td>
                    <Table.Td>
                      <Badge color={result.result === 'success' ? 'teal' : 'red'} variant="light">
                        {result.result === 'success' ? okLabel : failLabel(result)}
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
