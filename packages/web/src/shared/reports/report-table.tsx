import type { ReportColumn, ReportRow, ReportTable } from '@honora/contract';
import { reportCellText } from '@honora/domain';
import { Table, Text } from '@mantine/core';

const isNumber = (column: ReportColumn) => column.kind !== 'text';

function Cells({ columns, row }: { columns: readonly ReportColumn[]; row: ReportRow }) {
  return columns.map((column) => (
    <Table.Td key={column.key} ta={isNumber(column) ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {reportCellText(column.kind, row[column.key])}
    </Table.Td>
  ));
}

/** What the table shows: a standard report (decision 035) or a built one whose subtotal rows are bold (decision 036). */
export type ReportViewTable = Pick<ReportTable, 'title' | 'columns' | 'rows' | 'footer'> & {
  subtotalRows?: readonly number[];
};

/**
 * A report as the server computed it: the same cells, written by the same formatter, as its
 * PDF; the footer adds it up. Scrolls inside its box when too wide.
 */
export function ReportTableView({ table, emptyText }: { table: ReportViewTable; emptyText: string }) {
  if (table.rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  const subtotals = new Set(table.subtotalRows);
  return (
    <Table.ScrollContainer minWidth={table.columns.length * 130}>
      <Table striped withTableBorder highlightOnHover aria-label={table.title}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={isNumber(column) ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            <Table.Tr key={i} fw={subtotals.has(i) ? 700 : undefined}>
              <Cells columns={table.columns} row={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot fw={700}>
          <Table.Tr>
            <Cells columns={table.columns} row={table.footer} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
