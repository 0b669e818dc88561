import { messages, type OutboxMessage, fmt } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { MessageStatus } from './message-status';

const t = messages.screens.inbox;

const columns: RecordColumn<OutboxMessage>[] = [
  { header: t.channel, cell: (m) => t.channels[m.channel] },
  { header: t.to, cell: (m) => m.to },
  { header: t.subject, cell: (m) => m.subject ?? t.noSubject },
  { header: t.createdAt, cell: (m) => formatDateTime(m.createdAt) },
  { header: t.status, cell: (m) => <MessageStatus message={m} /> },
];

export function OutboxTable({
  items,
  onView,
}: {
  items: readonly OutboxMessage[];
  onView: (m: OutboxMessage) => void;
}) {
  return (
    <RecordsTable
      rows={items}
      columns={columns}
      label={t.tableLabel}
      empty={t.empty}
      minWidth={720}
      action={{ label: t.view, ariaLabel: (m) => fmt(t.viewMessage, { to: m.to }), onClick: onView }}
    />
  );
}
