import { Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RecordColumn<T> {
  header: string;
  align?: 'right';
  cell: (row: T) => ReactNode;
}

interface RecordsTableProps<T extends { id: string }> {
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
  /** Accessible name of the table. */
  label: string;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  minWidth: number;
  /** The per-row button (open, view…), with its accessible name for that row. */
  action?: { label: string; ariaLabel: (row: T) => string; onClick: (row: T) => void };
}

/** The list table of the admin screens: one column list, the empty state and a button per row. */
export function RecordsTable<T extends { id: string }>({
  rows,
  columns,
  label,
  empty,
  minWidth,
  action,
}: RecordsTableProps<T>) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
            {action && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.align}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {action && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => action.onClick(row)}
                    aria-label={action.ariaLabel(row)}
                  >
                    {action.label}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
