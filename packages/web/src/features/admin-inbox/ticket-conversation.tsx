import type { TicketMessage } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { formatDateTime } from '@honora/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** Internal notes: a thick yellow edge, dashed (contrast of the text untouched). */
export const NOTE_STYLE = { borderLeft: '6px solid var(--mantine-color-yellow-6)', borderStyle: 'dashed' };

/**
 * The conversation of a ticket, oldest first (decision 065): the requester's messages, the
 * answers of support and, with a yellow edge and "Nota interna", the notes only admins see.
 */
export function TicketConversation({ messages }: { messages: readonly TicketMessage[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="ticket-history">
      <Title order={2} size="h4" id="ticket-history">
        {t.history}
      </Title>
      {messages.length === 0 && <Text c="dimmed">{t.noMessages}</Text>}
      {messages.map((m) => (
        <Paper
          key={m.id}
          withBorder
          p="sm"
          style={m.isInternal ? NOTE_STYLE : undefined}
          data-kind={m.isInternal ? 'note' : m.authorKind}
          ml={m.authorKind === 'admin' ? 'xl' : 0}
          mr={m.authorKind === 'admin' ? 0 : 'xl'}
        >
          <Group justify="space-between" mb={4}>
            <Group gap="xs">
              <Text size="sm" fw={700}>
                {m.authorName}
              </Text>
              {m.isInternal ? (
                <Badge color="yellow" variant="light" tt="none">
                  {t.internalNote}
                </Badge>
              ) : (
                m.authorKind === 'admin' && (
                  <Badge variant="light" tt="none">
                    {t.fromAdmin}
                  </Badge>
                )
              )}
            </Group>
            <Text size="xs">{formatDateTime(m.createdAt)}</Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {m.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
