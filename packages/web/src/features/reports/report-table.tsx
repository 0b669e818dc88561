import type { ReportColumn, ReportRow, ReportTable } from '@honora/contract';
import { reportsScreenMessages as t } from '@honora/contract/screen-texts/reports';
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

/**
 * A standard report as the server computed it (decision 035): the same cells, written by the
 * same formatter, as its PDF; the footer adds it up. Scrolls inside its box when too wide.
 */
export function ReportTableView({ table }: { table: ReportTable }) {
  if (table.rows.length === 0) return <Text c="dimmed">{t.empty}</Text>;
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
            <Table.Tr key={`${String(row.name ?? '')}-${i}`}>
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
