import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { type AdminOcrDashboardRow, type AdminOcrFigures } from '@honora/contract';
import { formatMonth, formatNumber, formatPercent } from '@honora/domain';
import { Table, Text } from '@mantine/core';

const t = ocrMessages.dashboard;

/** An accuracy in percent (one decimal) in pt-BR, "—" without any confirmed field. */
export const accuracyText = (accuracy: number | null) =>
  accuracy === null ? t.noAccuracy : formatPercent(accuracy / 100);

const FIGURE_COLUMNS = [t.pages, t.confirmed, t.fieldsRead, t.corrected, t.accuracy, t.creditsUsed];

function FigureCells({ row }: { row: AdminOcrFigures }) {
  const cells = [
    formatNumber(row.pages),
    formatNumber(row.confirmed),
    formatNumber(row.fieldsRead),
    formatNumber(row.corrected),
    accuracyText(row.accuracy),
    formatNumber(row.creditsUsed),
  ];
  return cells.map((text, i) => (
    <Table.Td key={FIGURE_COLUMNS[i]} ta="right">
      {text}
    </Table.Td>
  ));
}

/** Each company and month with something to count, by month then name, and the totals row. */
export function OcrDashboardTable({
  rows,
  totals,
}: {
  rows: readonly AdminOcrDashboardRow[];
  totals: AdminOcrFigures;
}) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.month}</Table.Th>
            <Table.Th scope="col">{t.company}</Table.Th>
            {FIGURE_COLUMNS.map((label) => (
              <Table.Th key={label} scope="col" ta="right">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.month}:${row.companyId}`}>
              <Table.Td>{formatMonth(row.month)}</Table.Td>
              <Table.Th scope="row" fw="normal">
                {row.companyName}
              </Table.Th>
              <FigureCells row={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={2}>
              {t.total}
            </Table.Th>
            <FigureCells row={totals} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
