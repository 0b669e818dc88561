import type { ContaAzulEventExport } from '@honora/contract';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { formatDate } from '@honora/domain';
import { Text } from '@mantine/core';
import { formatMoneyText } from '../pricing/decimal-format';
import { RecordsTable, type RecordColumn } from '../ui/records-table';

const t = contaAzulScreenMessages.export;
const OUTCOME_COLORS = { PENDING: undefined, EXPORTED: 'green', FAILED: 'red' } as const;

type Row = ContaAzulEventExport & { id: string };

const columns: RecordColumn<Row>[] = [
  { header: t.columns.guide, cell: (r) => r.guide ?? '—' },
  { header: t.columns.date, cell: (r) => (r.dtProcedure ? formatDate(r.dtProcedure) : '—') },
  { header: t.columns.insurer, cell: (r) => r.insurerName ?? '—' },
  { header: t.columns.value, align: 'right', cell: (r) => (r.exportedValue ? formatMoneyText(r.exportedValue) : '—') },
  {
    header: t.columns.outcome,
    cell: (r) => (
      <Text size="sm" fw={600} c={OUTCOME_COLORS[r.state]} data-outcome={r.state}>
        {t.outcomes[r.state]}
      </Text>
    ),
  },
  { header: t.columns.message, cell: (r) => r.lastError ?? '' },
];

/** Each event's result of an export (decision 054): exported, or failed with the reason in pt-BR. */
export function ExportResultsTable({ items }: { items: readonly ContaAzulEventExport[] }) {
  const rows = items.map((item) => ({ ...item, id: item.eventId }));
  return <RecordsTable rows={rows} columns={columns} label={t.resultsLabel} empty={t.historyEmpty} minWidth={860} />;
}
