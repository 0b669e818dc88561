import { messages } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { localText, type LocalizedMessage } from '../api/api-error';

const t = messages.screens.events.list.bulk;

/** One event's answer to an action over many events: success, or why it was refused (by catalog key). */
export interface EventResult extends LocalizedMessage<string | null> {
  eventId: string;
  numGuide: string | null;
  result: string;
}

interface Props<R extends EventResult> {
  title: string;
  /** Open while set. */
  results: readonly R[] | null;
  summary: (ok: string, total: string) => string;
  okLabel: string;
  failLabel: (result: R) => string;
  /** The table's accessible name (the title when absent). */
  tableLabel?: string;
  /** The explanation column (the answer's message, by its catalog key, when absent). */
  messageOf?: (result: R) => string;
  onClose: () => void;
}

/**
 * What happened to each event of a bulk action (bulk status and money actions, batch add /
 * remove / send guides): how many went through, and each refusal with its reason.
 */
export function EventResultsModal<R extends EventResult>({
  title,
  results,
  summary,
  okLabel,
  failLabel,
  tableLabel,
  messageOf,
  onClose,
}: Props<R>) {
  const ok = results?.filter((result) => result.result === 'success').length ?? 0;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t.closeDialog }}
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
            <Table striped aria-label={tableLabel ?? title}>
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
                    <Table.Td>{result.numGuide ?? messages.screens.events.list.noGuide}</Table.Td>
                    <Table.Td>
                      <Badge color={result.result === 'success' ? 'teal' : 'red'} variant="light">
                        {result.result === 'success' ? okLabel : failLabel(result)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{messageOf ? messageOf(result) : (localText(result) ?? '')}</Table.Td>
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
