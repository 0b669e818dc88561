import { fmt, type TicketDetail } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { formatDate } from '@honora/domain';
import { Anchor, Button, Group, List, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { UserSearchSelect } from '../../shared/admin-pickers/user-search-select';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import { paths } from '../../shared/routing/paths';
import { toast } from '../../shared/notify/toast';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { useTicketChange } from './use-tickets';

const LINK_FIELDS = ['companyId', 'userId', 'eventId', 'batchId'] as const;

/** The records a ticket concerns, by name, each a link to its screen (decision 065). */
export function TicketLinksView({ links }: { links: TicketDetail['links'] }) {
  const { company, user, event, batch } = links;
  return (
    <List spacing={4} size="sm" listStyleType="none">
      <List.Item>
        <strong>{t.linkCompany}:</strong>{' '}
        {company ? (
          <Anchor component={Link} to={`${paths.adminCompanies}/${company.id}`}>
            {company.name}
          </Anchor>
        ) : (
          t.noLink
        )}
      </List.Item>
      <List.Item>
        <strong>{t.linkUser}:</strong>{' '}
        {user ? (
          <Anchor component={Link} to={`${paths.adminUsers}/${user.id}`}>
            {user.name}
          </Anchor>
        ) : (
          t.noLink
        )}
      </List.Item>
      <List.Item>
        <strong>{t.linkEvent}:</strong>{' '}
        {event ? (
          <Anchor component={Link} to={`${paths.clientEvents}/${event.id}`}>
            {fmt(t.eventLabel, { patient: event.patientName ?? '—', date: event.date ? formatDate(event.date) : '—' })}
          </Anchor>
        ) : (
          t.noLink
        )}
      </List.Item>
      <List.Item>
        <strong>{t.linkBatch}:</strong>{' '}
        {batch ? (
          <Anchor component={Link} to={`${paths.clientBatches}/${batch.id}`}>
            {fmt(t.batchLabel, { code: batch.code })}
          </Anchor>
        ) : (
          t.noLink
        )}
      </List.Item>
    </List>
  );
}

/** Changes the links: a company and a user picked by name; an event or batch of that company by id. */
export function TicketLinksForm({ ticket }: { ticket: TicketDetail }) {
  const change = useTicketChange(ticket.id);
  const { company: c, user: u, event, batch } = ticket.links;
  const [company, setCompany] = useState<SearchOption | null>(c ? { value: c.id, label: c.name } : null);
  const [user, setUser] = useState<SearchOption | null>(u ? { value: u.id, label: u.name } : null);
  const [eventId, setEventId] = useState(event?.id ?? '');
  const [batchId, setBatchId] = useState(batch?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () =>
    change.mutate(
      {
        kind: 'links',
        body: {
          companyId: company?.value ?? null,
          userId: user?.value ?? null,
          eventId: eventId.trim() || null,
          batchId: batchId.trim() || null,
        },
      },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(t.saved);
        },
        onError: (error) => setErrors(placeApiErrors(error, LINK_FIELDS)),
      },
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby="ticket-links">
      <Title order={2} size="h4" id="ticket-links">
        {t.links}
      </Title>
      <TicketLinksView links={ticket.links} />
      <CompanySearchSelect
        label={t.linkCompany}
        value={company}
        onChange={setCompany}
        clearable
        error={errors.companyId}
      />
      <UserSearchSelect label={t.linkUser} value={user} onChange={setUser} clearable error={errors.userId} />
      <TextInput
        label={t.eventId}
        value={eventId}
        onChange={(e) => setEventId(e.currentTarget.value)}
        error={errors.eventId}
      />
      <TextInput
        label={t.batchId}
        value={batchId}
        onChange={(e) => setBatchId(e.currentTarget.value)}
        error={errors.batchId}
      />
      <Group>
        <Button variant="default" onClick={save} loading={change.isPending}>
          {t.saveLinks}
        </Button>
      </Group>
    </Stack>
  );
}
