import { fmt, messages, STATEMENT_LIMITS, type StatementSummary } from '@honora/contract';
import { statementsScreenMessages as t } from '@honora/contract/screen-texts/statements';
import { formatDate, formatDateTime, formatNumber } from '@honora/domain';
import { Stack, Title } from '@mantine/core';
import { useCan } from '../../shared/auth/use-can';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { StatementStatusBadge } from './statement-badges';
import { pageOf } from './statement-lines-logic';
import { StatementUpload } from './statement-upload';
import { useStatementList } from './use-statements';

const s = messages.screens.appeals.statements;
const c = t.fields;

const numberOf = (row: StatementSummary) => row.number ?? '—';

const COLUMNS: RecordColumn<StatementSummary>[] = [
  { header: c.issuedOn, cell: (row) => (row.issuedOn ? formatDate(row.issuedOn) : '—') },
  { header: c.insurer, cell: (row) => row.healthInsuranceName },
  { header: c.kind, cell: (row) => s.kinds[row.kind] },
  { header: c.number, cell: numberOf },
  { header: c.status, cell: (row) => <StatementStatusBadge status={row.status} size="sm" /> },
  { header: t.tabs.matched, align: 'right', cell: (row) => formatNumber(row.counts.matched + row.counts.manual) },
  { header: t.tabs.valueDiffers, align: 'right', cell: (row) => formatNumber(row.counts.valueDiffers) },
  { header: t.tabs.notFound, align: 'right', cell: (row) => formatNumber(row.counts.notFound) },
  { header: c.createdAt, cell: (row) => formatDateTime(row.createdAt) },
];

/** /client/Statements: the import form (billing writers) and the imported statements, newest first, pages of 100. */
export function StatementList({ onOpen }: { onOpen: (id: string) => void }) {
  const canWrite = useCan()('billing', 'write');
  const [params, updateParams] = useSearchParamsUpdater();
  const page = pageOf(params.get('page'));
  const list = useStatementList(page);
  const goTo = (next: number) =>
    updateParams((current) => {
      if (next > 1) current.set('page', String(next));
      else current.delete('page');
      return current;
    });

  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      {canWrite && <StatementUpload onOpen={onOpen} />}
      <PagedResults
        query={list}
        page={page}
        pageSize={STATEMENT_LIMITS.pageSize}
        onPageChange={goTo}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={COLUMNS}
            label={t.title}
            empty={t.empty}
            minWidth={900}
            action={{
              label: t.open,
              ariaLabel: (row) => fmt(t.openRow, { number: numberOf(row) }),
              onClick: (row) => onOpen(row.id),
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
