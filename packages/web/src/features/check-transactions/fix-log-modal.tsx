import { fmt, messages } from '@honora/contract';
import { checkTransactionsScreenMessages as t } from '@honora/contract/screen-texts/check-transactions';
import { formatDateTime } from '@honora/domain';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { QueryState } from '../../shared/ui/query-state';
import { DifferencesList } from './differences-list';
import { useFixLog } from './use-check-transactions';

const l = t.log;
const autoFixErrors = messages.screens.money.autoFixErrors;

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** "Histórico de correções": every fix made (eventsAutoFixLog), newest first as the server answers. */
export function FixLogModal({ opened, onClose }: Props) {
  const log = useFixLog(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={l.title} size="90%">
      <Stack>
        <QueryState query={log}>
          {(data) =>
            data.items.length === 0 ? (
              <Text c="dimmed" role="status">
                {l.empty}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={900}>
                <Table striped aria-label={l.tableLabel} verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{l.at}</Table.Th>
                      <Table.Th>{l.user}</Table.Th>
                      <Table.Th>{l.company}</Table.Th>
                      <Table.Th>{l.event}</Table.Th>
                      <Table.Th>{l.result}</Table.Th>
                      <Table.Th>{l.differences}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((entry) => (
                      <Table.Tr key={entry.id} data-log-id={entry.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                        <Table.Td>{entry.userName}</Table.Td>
                        <Table.Td>{entry.companyName ?? ''}</Table.Td>
                        <Table.Td>
                          <Text size="xs" ff="monospace">
                            {entry.eventId ?? ''}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={600} c={entry.fixed ? 'teal' : 'red'}>
                            {entry.fixed ? t.results.fixed : t.results.notFixed}
                          </Text>
                          {entry.error && <Text size="sm">{autoFixErrors[entry.error]}</Text>}
                        </Table.Td>
                        <Table.Td>
                          {entry.differences.length > 0 && (
                            <DifferencesList
                              differences={entry.differences}
                              label={fmt(l.differencesOf, { id: entry.id })}
                            />
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {l.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
