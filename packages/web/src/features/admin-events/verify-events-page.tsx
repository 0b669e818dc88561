import { messages, VERIFY_EVENT_PROBLEMS } from '@honora/contract';
import { formatDate } from '@honora/domain';
import type { RecordColumn } from '../../shared/ui/records-table';
import { EventStatusText } from './event-status-text';
import { useVerifyEvents } from './use-admin-events';
import { verifyMoney as money, VerifyPage } from './verify-page';
import { VerifyReviewCell } from './verify-review-cell';
import { verifyStatusScreenMessages } from '@honora/contract/screen-texts/verify-status';

const a = messages.screens.events.admin;
const t = a.verifyEvents;
const problems = messages.screens.events.verifyProblems;

type Item = NonNullable<ReturnType<typeof useVerifyEvents>['data']>['items'][number];

const columns: RecordColumn<Item & { id: string }>[] = [
  { header: a.columns.company, cell: (r) => r.companyName },
  { header: a.columns.numGuide, cell: (r) => r.numGuide ?? messages.screens.events.list.noGuide },
  { header: a.columns.dtProcedure, cell: (r) => (r.dtProcedure ? formatDate(r.dtProcedure) : '') },
  { header: a.columns.insurer, cell: (r) => r.insurerName ?? '' },
  { header: a.columns.status, cell: (r) => <EventStatusText status={r.status} /> },
  { header: a.columns.problem, cell: (r) => problems[r.problem] },
  { header: t.stored, align: 'right', cell: (r) => money(r.stored) },
  { header: t.expected, align: 'right', cell: (r) => money(r.expected) },
  {
    header: verifyStatusScreenMessages.column,
    cell: (r) => (
      <VerifyReviewCell
        review={r.review}
        target={{
          kind: 'event',
          recordId: r.eventId,
          problem: r.problem,
          label: `${r.numGuide ?? messages.screens.events.list.noGuide} — ${problems[r.problem]}`,
        }}
      />
    ),
  },
];

/** /admin/VerifyEvents: events of any company that break a rule, with the kind of problem. */
export function VerifyEventsPage() {
  return (
    <VerifyPage
      title={t.title}
      hint={t.hint}
      tableLabel={t.tableLabel}
      problems={VERIFY_EVENT_PROBLEMS}
      useRows={useVerifyEvents}
      columns={columns}
      rowKey={(item) => `${item.eventId}:${item.problem}`}
      minWidth={1180}
    />
  );
}
