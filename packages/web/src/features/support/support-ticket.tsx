import { fmt } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { formatDate, formatDateTime } from '@honora/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { QueryState } from '../../shared/ui/query-state';
import { useAnswerTicket, useMyTicket } from './use-support';

/** One of my tickets at /client/support/{id}: the conversation (never the internal notes) and my answer. */
export function SupportTicketView({ id }: { id: string }) {
  const query = useMyTicket(id);
  const answer = useAnswerTicket(id);
  const [body, setBody] = useState('');
  return (
    <Stack maw={860}>
      <Anchor component={Link} to={paths.clientSupport} size="sm">
        {t.back}
      </Anchor>
      <QueryState query={query}>
        {(ticket) => (
          <Stack>
            <Title order={1}>
              {fmt(t.numberLabel, { number: ticket.number })}: {ticket.subject}
            </Title>
            <Group gap="md">
              <Badge variant="light" tt="none">
                {t.statuses[ticket.status]}
              </Badge>
              {ticket.event && (
                <Text size="sm">
                  <strong>{t.linkEvent}:</strong>{' '}
                  {fmt(t.eventLabel, {
                    patient: ticket.event.patientName ?? '—',
                    date: ticket.event.date ? formatDate(ticket.event.date) : '—',
                  })}
                </Text>
              )}
              {ticket.batch && (
                <Text size="sm">
                  <strong>{t.linkBatch}:</strong> {fmt(t.batchLabel, { code: ticket.batch.code })}
                </Text>
              )}
            </Group>
            <Title order={2} size="h4">
              {t.history}
            </Title>
            {ticket.messages.map((m) => (
              <Paper
                key={m.id}
                withBorder
                p="sm"
                ml={m.authorKind === 'admin' ? 0 : 'xl'}
                mr={m.authorKind === 'admin' ? 'xl' : 0}
              >
                <Group justify="space-between" mb={4}>
                  <Text size="sm" fw={700}>
                    {m.authorKind === 'admin' ? `${t.fromAdmin} · ${m.authorName}` : t.you}
                  </Text>
                  <Text size="xs">{formatDateTime(m.createdAt)}</Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {m.body}
                </Text>
              </Paper>
            ))}
            <Paper
              withBorder
              p="sm"
              component="form"
              aria-label={t.reply}
              onSubmit={(e) => {
                e.preventDefault();
                answer.mutate(body, {
                  onSuccess: () => {
                    setBody('');
                    toast.success(t.messageSent);
                  },
                  onError: toastError,
                });
              }}
            >
              <Stack gap="xs">
                <Textarea
                  label={t.message}
                  autosize
                  minRows={3}
                  value={body}
                  onChange={(e) => setBody(e.currentTarget.value)}
                />
                <Group>
                  <Button type="submit" loading={answer.isPending} disabled={body.trim() === ''}>
                    {t.sendMessage}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
