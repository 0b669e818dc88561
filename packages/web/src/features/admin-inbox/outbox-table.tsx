import { messages, type OutboxMessage } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Button, Table, Text } from '@mantine/core';
import { MessageStatus } from './message-status';

const t = messages.screens.inbox;

interface Props {
  items: readonly OutboxMessage[];
  onView: (message: OutboxMessage) => void;
}

export function OutboxTable({ items, onView }: Props) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.channel}</Table.Th>
            <Table.Th>{t.to}</Table.Th>
            <Table.Th>{t.subject}</Table.Th>
            <Table.Th>{t.createdAt}</Table.Th>
            <Table.Th>{t.status}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>{t.channels[message.channel]}</Table.Td>
              <Table.Td>{message.to}</Table.Td>
              <Table.Td>{message.subject ?? t.noSubject}</Table.Td>
              <Table.Td>{formatDateTime(message.createdAt)}</Table.Td>
              <Table.Td>
                <MessageStatus message={message} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onView(message)}
                  aria-label={t.viewMessage(message.to)}
                >
                  {t.view}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
