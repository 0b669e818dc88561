import { ticketStatuses, type TicketStatus } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast, toastError } from '../../shared/notify/toast';
import { NOTE_STYLE } from './ticket-conversation';
import { useTicketChange } from './use-tickets';

/** The reply to the requester (e-mailed; the status after it, waiting for the customer by default). */
export function TicketReply({ ticketId }: { ticketId: string }) {
  const change = useTicketChange(ticketId);
  const [body, setBody] = useState('');
  const [status, setStatus] = useState<TicketStatus>('waitingCustomer');
  const submit = () =>
    change.mutate(
      { kind: 'reply', body: { body, status } },
      {
        onSuccess: () => {
          setBody('');
          toast.success(t.replied);
        },
        onError: toastError,
      },
    );
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label={t.reply}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t.replyLabel}
          description={t.replyHint}
          autosize
          minRows={3}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <Group align="flex-end">
          <Select
            label={t.statusAfterReply}
            data={ticketStatuses.map((s) => ({ value: s, label: t.statuses[s] }))}
            value={status}
            onChange={(v) => v && setStatus(v as TicketStatus)}
            allowDeselect={false}
            w={240}
          />
          <Button type="submit" loading={change.isPending} disabled={body.trim() === ''}>
            {t.sendReply}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** An internal note: with a yellow edge, never e-mailed, never shown to the requester. */
export function TicketNote({ ticketId }: { ticketId: string }) {
  const change = useTicketChange(ticketId);
  const [body, setBody] = useState('');
  const submit = () =>
    change.mutate(
      { kind: 'note', body: { body } },
      {
        onSuccess: () => {
          setBody('');
          toast.success(t.noteAdded);
        },
        onError: toastError,
      },
    );
  return (
    <Paper
      withBorder
      p="sm"
      style={NOTE_STYLE}
      component="form"
      aria-label={t.internalNote}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {t.internalNote}
        </Text>
        <Textarea
          label={t.noteLabel}
          description={t.internalNoteHint}
          autosize
          minRows={2}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" variant="default" loading={change.isPending} disabled={body.trim() === ''}>
            {t.addNote}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
