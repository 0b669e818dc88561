import { fmt, ticketStatuses, type TicketDetail, type TicketStatus } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { formatDateTime } from '@honora/domain';
import { Anchor, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { QueryState } from '../../shared/ui/query-state';
import { TicketNote, TicketReply } from './ticket-compose';
import { TicketConversation } from './ticket-conversation';
import { TicketLinksForm } from './ticket-links';
import { TicketStatusBadge } from './ticket-status-badge';
import { useTicket, useTicketAssignees, useTicketChange } from './use-tickets';

const NOBODY = '';

/** Status and assignee of a ticket: each change saves at once. */
function TicketControls({ ticket }: { ticket: TicketDetail }) {
  const change = useTicketChange(ticket.id);
  const assignees = useTicketAssignees();
  const done = { onSuccess: () => toast.success(t.saved), onError: toastError };
  return (
    <Stack gap="xs">
      <Select
        label={t.status}
        data={ticketStatuses.map((s) => ({ value: s, label: t.statuses[s] }))}
        value={ticket.status}
        allowDeselect={false}
        onChange={(v) => v && change.mutate({ kind: 'status', body: { status: v as TicketStatus } }, done)}
      />
      <Select
        label={t.assignee}
        data={[
          { value: NOBODY, label: t.nobody },
          ...(assignees.data?.items ?? []).map((a) => ({ value: a.id, label: a.name })),
        ]}
        value={ticket.assigneeId ?? NOBODY}
        allowDeselect={false}
        onChange={(v) => change.mutate({ kind: 'assign', body: { assigneeId: v || null } }, done)}
      />
    </Stack>
  );
}

/**
 * One ticket at /admin/inbox/{id} (decision 065): the conversation with the internal notes, the
 * reply (e-mailed) and the note boxes, status and assignee, and the linked records by name.
 */
export function TicketPage({ id }: { id: string }) {
  const query = useTicket(id);
  return (
    <Stack>
      <Anchor component={Link} to={paths.adminInbox} size="sm">
        {t.back}
      </Anchor>
      <QueryState query={query}>
        {(ticket) => (
          <Stack>
            <Title order={1}>
              {fmt(t.numberLabel, { number: ticket.number })}: {ticket.subject}
            </Title>
            <Group gap="md">
              <TicketStatusBadge status={ticket.status} />
              <Text size="sm">
                <strong>{t.requester}:</strong> {ticket.requesterName} &lt;{ticket.requesterEmail}&gt;
              </Text>
              <Text size="sm">
                <strong>{t.channel}:</strong> {t.channels[ticket.channel]}
              </Text>
              <Text size="sm">
                <strong>{t.createdAt}:</strong> {formatDateTime(ticket.createdAt)}
              </Text>
            </Group>
            <Grid>
              <Grid.Col span={8}>
                <Stack>
                  <TicketConversation messages={ticket.messages} />
                  <TicketReply ticketId={ticket.id} />
                  <TicketNote ticketId={ticket.id} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={4}>
                <Stack>
                  <TicketControls ticket={ticket} />
                  <TicketLinksForm key={ticket.id} ticket={ticket} />
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
