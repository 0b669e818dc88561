import { messages, type OutboxMessage, fmt } from '@honora/contract';
import { ticketsScreenMessages as tk } from '@honora/contract/screen-texts/tickets';
import { Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { PagedResults } from '../../shared/ui/paged-results';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { ContactMessages } from './contact-messages';
import { MessageModal } from './message-modal';
import { OutboxTable } from './outbox-table';
import { TicketPage } from './ticket-page';
import { TicketsList } from './tickets-list';
import { OUTBOX_PAGE_SIZE, useOutbox } from './use-outbox';

const t = messages.screens.inbox;

/**
 * /admin/inbox: support tickets first (decision 065), the messages visitors sent from /contact
 * (every administrator; decision 059) and, for super admins, the e-mails and SMS the system sent.
 * /admin/inbox/{id} is one ticket.
 */
export function InboxPage() {
  const { id } = useParams();
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  if (id) return <TicketPage id={id} />;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Tabs defaultValue="tickets" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tickets">{tk.ticketsTab}</Tabs.Tab>
          <Tabs.Tab value="contact">{tk.contactTab}</Tabs.Tab>
          {isSuperAdmin && <Tabs.Tab value="outbox">{tk.outboxTab}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="tickets" pt="md">
          <TicketsList />
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          <ContactMessages />
        </Tabs.Panel>
        {isSuperAdmin && (
          <Tabs.Panel value="outbox" pt="md">
            <Outbox />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/** The e-mails and SMS the system sent (super admin only). */
function Outbox() {
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const query = useOutbox(debounced, page);

  return (
    <Stack>
      <Text c="dimmed">{t.hint}</Text>
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        type="search"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <PagedResults
        query={query}
        page={page}
        pageSize={OUTBOX_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => <OutboxTable items={data.items} onView={setOpen} />}
      </PagedResults>
      <MessageModal message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
