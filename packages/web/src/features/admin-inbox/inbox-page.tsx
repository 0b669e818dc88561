import { messages, type OutboxMessage, fmt } from '@honora/contract';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../../shared/ui/paged-results';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { MessageModal } from './message-modal';
import { OutboxTable } from './outbox-table';
import { OUTBOX_PAGE_SIZE, useOutbox } from './use-outbox';

const t = messages.screens.inbox;

/** /admin/inbox: the e-mails and SMS the system sent (super admin only). */
export function InboxPage() {
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const query = useOutbox(debounced, page);

  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
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
