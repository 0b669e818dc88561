import { messages, type OutboxMessage } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Center, Group, Loader, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MessageModal } from './message-modal';
import { OutboxTable } from './outbox-table';
import { OUTBOX_PAGE_SIZE, useOutbox } from './use-outbox';

const t = messages.screens.inbox;

/** /admin/inbox: the e-mails and SMS the system sent (super admin only). */
export function InboxPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const query = useOutbox(debounced, page);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));

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
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <Center py="md" role="status">
          <Loader aria-label={messages.ui.loading} />
        </Center>
      ) : query.isError ? (
        <Text c="red" role="alert">
          {query.error.message}
        </Text>
      ) : (
        <OutboxTable items={query.data.items} onView={setOpen} />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t.total(formatNumber(total))}
        </Text>
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} aria-label={messages.screens.pagination.label} />
        )}
      </Group>
      <MessageModal message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
