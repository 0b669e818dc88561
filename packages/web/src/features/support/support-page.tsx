import { fmt, type SupportTicket } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { formatDateTime } from '@honora/domain';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import { toast } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { SupportTicketView } from './support-ticket';
import { useMyTickets, useOpenTicket } from './use-support';

type Row = Omit<SupportTicket, 'messages'>;

const columns: RecordColumn<Row>[] = [
  { header: t.number, align: 'right', cell: (r) => r.number },
  { header: t.subject, cell: (r) => r.subject },
  {
    header: t.status,
    cell: (r) => (
      <Badge variant="light" tt="none">
        {t.statuses[r.status]}
      </Badge>
    ),
  },
  { header: t.lastMessageAt, cell: (r) => formatDateTime(r.lastMessageAt) },
];

const FIELDS = ['subject', 'body', 'eventId', 'batchId'];

/**
 * A new ticket: subject and message. A screen may send the user here with `?eventId=` or
 * `?batchId=` of the selected company; the server checks they belong to it (decision 065).
 */
function OpenTicketForm() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const open = useOpenTicket();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    open.mutate(
      { subject, body, eventId: search.get('eventId') || null, batchId: search.get('batchId') || null },
      {
        onSuccess: (ticket) => {
          toast.success(fmt(t.ticketOpened, { number: ticket.number }));
          void navigate(`${paths.clientSupport}/${ticket.id}`);
        },
        onError: (error) => setErrors(placeApiErrors(error, FIELDS)),
      },
    );
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label={t.openTicket}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.openTicket}
        </Title>
        <TextInput
          label={t.subject}
          required
          maxLength={150}
          value={subject}
          error={errors.subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
        />
        <Textarea
          label={t.message}
          required
          autosize
          minRows={4}
          value={body}
          error={errors.body ?? errors.eventId ?? errors.batchId}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={open.isPending}>
            {t.openTicket}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** "Suporte" (decision 065): my tickets in the selected company, a new one, and one at /client/support/{id}. */
export function SupportPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useMyTickets();
  if (id) return <SupportTicketView id={id} />;
  return (
    <Stack maw={960}>
      <Title order={1}>{t.supportTitle}</Title>
      <Text c="dimmed">{t.supportHint}</Text>
      <OpenTicketForm />
      <Title order={2} size="h4">
        {t.myTickets}
      </Title>
      <QueryState query={query}>
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columns}
            label={t.myTickets}
            empty={t.empty}
            minWidth={640}
            action={{
              label: t.open,
              ariaLabel: (r) => fmt(t.openLabel, { number: r.number, subject: r.subject }),
              onClick: (r) => void navigate(`${paths.clientSupport}/${r.id}`),
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
