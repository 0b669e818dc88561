import { messages, type OutboxMessage, fmt } from '@honora/contract';
import { contactScreenMessages } from '@honora/contract/screen-texts/contact';
import { Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../shared/auth/auth-store';
import { PagedResults } from '../../shared/ui/paged-results';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { ContactMessages } from './contact-messages';
import { MessageModal } from './message-modal';
import { OutboxTable } from './outbox-table';
import { OUTBOX_PAGE_SIZE, useOutbox } from './use-outbox';

const t = messages.screens.inbox;
const c = contactScreenMessages;

/**
 * /admin/inbox: the messages visitors sent from /contact (every administrator; decision 059) and,
 * for super admins, the outbox — the e-mails and SMS the system sent.
 */
export function InboxPage() {
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Tabs defaultValue="contact" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="contact">{c.inboxTab}</Tabs.Tab>
          {isSuperAdmin && <Tabs.Tab value="outbox">{c.outboxTab}</Tabs.Tab>}
        </Tabs.List>
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
