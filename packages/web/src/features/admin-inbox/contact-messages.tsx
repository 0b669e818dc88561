import { CONTACT_PAGE_SIZE, fmt, type ContactMessage } from '@honora/contract';
import { contactScreenMessages as t } from '@honora/contract/screen-texts/contact';
import { formatDateTime } from '@honora/domain';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { ContactMessageModal } from './contact-message-modal';
import { ContactStatus } from './contact-status';
import { useContactMessages } from './use-contact-messages';

const columns: RecordColumn<ContactMessage>[] = [
  { header: t.receivedAt, cell: (m) => formatDateTime(m.createdAt) },
  {
    header: t.from,
    cell: (m) => (
      <>
        <Text size="sm" fw={m.readAt ? 400 : 700}>
          {m.name}
        </Text>
        <Text size="xs" c="dimmed">
          {m.email}
        </Text>
      </>
    ),
  },
  { header: t.subject, cell: (m) => m.subject },
  { header: t.status, cell: (m) => <ContactStatus message={m} /> },
];

/**
 * The "Mensagens de contato" tab of /admin/inbox (platform.md §2 /contact; decision 059): what
 * visitors sent, newest first, unread in bold; open one to read it and mark it read or unread.
 */
export function ContactMessages() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const query = useContactMessages(unreadOnly, page);
  return (
    <Stack>
      <Text c="dimmed">{t.inboxHint}</Text>
      <Group justify="space-between">
        <Checkbox
          label={t.unreadOnly}
          checked={unreadOnly}
          onChange={(event) => {
            setUnreadOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
        {query.data && <Text size="sm">{fmt(t.unreadCount, { count: query.data.unread })}</Text>}
      </Group>
      <PagedResults
        query={query}
        page={page}
        pageSize={CONTACT_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columns}
            label={t.tableLabel}
            empty={t.empty}
            minWidth={720}
            action={{ label: t.view, ariaLabel: (m) => fmt(t.viewLabel, { name: m.name }), onClick: setOpen }}
          />
        )}
      </PagedResults>
      <ContactMessageModal message={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </Stack>
  );
}
