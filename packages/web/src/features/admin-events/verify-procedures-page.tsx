import { messages, VERIFY_PROCEDURE_PROBLEMS } from '@honora/contract';
import { formatDate } from '@honora/domain';
import type { RecordColumn } from '../../shared/ui/records-table';
import { useVerifyProcedures } from './use-admin-events';
import { verifyMoney as money, VerifyPage } from './verify-page';
import { VerifyReviewCell } from './verify-review-cell';
import { verifyStatusScreenMessages } from '@honora/contract/screen-texts/verify-status';

const a = messages.screens.events.admin;
const t = a.verifyProcedures;
const problems = messages.screens.events.verifyProblems;

type Item = NonNullable<ReturnType<typeof useVerifyProcedures>['data']>['items'][number];

const columns: RecordColumn<Item & { id: string }>[] = [
  { header: a.columns.company, cell: (r) => r.companyName },
  { header: a.columns.numGuide, cell: (r) => r.numGuide ?? messages.screens.events.list.noGuide },
  { header: a.columns.dtProcedure, cell: (r) => (r.dtProcedure ? formatDate(r.dtProcedure) : '') },
  { header: a.columns.insurer, cell: (r) => r.insurerName ?? '' },
  { header: t.code, cell: (r) => r.idProc },
  { header: t.name, cell: (r) => r.name },
  { header: a.columns.problem, cell: (r) => problems[r.problem] },
  { header: t.value, align: 'right', cell: (r) => money(r.value) },
  { header: t.valueOriginal, align: 'right', cell: (r) => money(r.valueOriginal) },
  {
    header: verifyStatusScreenMessages.column,
    cell: (r) => (
      <VerifyReviewCell
        review={r.review}
        target={{
          kind: 'procedure',
          recordId: r.rowId,
          problem: r.problem,
          label: `${r.idProc} — ${problems[r.problem]}`,
        }}
      />
    ),
  },
];

/** /admin/VerifyProcedures: procedures of any company out of the table, without value or with a different value. */
export function VerifyProceduresPage() {
  return (
    <VerifyPage
      title={t.title}
      hint={t.hint}
      tableLabel={t.tableLabel}
      problems={VERIFY_PROCEDURE_PROBLEMS}
      useRows={useVerifyProcedures}
      columns={columns}
      rowKey={(item) => `${item.rowId}:${item.problem}`}
      minWidth={1100}
    />
  );
}
