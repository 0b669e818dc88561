import { messages, fmt } from '@honora/contract';
import { Button, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { HiddenHeader } from './hidden-header';

export interface RecordColumn<T> {
  header: string;
  /** A number or an amount: right-aligned, and never broken across lines ("R$" above "5.597,31"). */
  align?: 'right';
  cell: (row: T) => ReactNode;
  /** The server's sort name of this column; the header becomes a button that sorts by it. */
  sortKey?: string;
}

/** The sort of a list: a column's sortKey and the direction. */
export interface TableSort {
  key: string;
  dir: 'asc' | 'desc';
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
  /** Server-side sorting: the current sort and what a click on a sortable header asks for. */
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
}

function SortHeader({
  header,
  sortKey,
  sort,
  onSort,
}: {
  header: string;
  sortKey: string;
  sort?: TableSort | undefined;
  onSort: (sort: TableSort) => void;
}) {
  const isCurrent = sort?.key === sortKey;
  const next: TableSort = { key: sortKey, dir: isCurrent && sort.dir === 'asc' ? 'desc' : 'asc' };
  return (
    <UnstyledButton
      onClick={() => onSort(next)}
      aria-label={fmt(messages.screens.registry.list.sortBy, { column: header })}
      fw={700}
      fz="sm"
    >
      {header} {isCurrent ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
    </UnstyledButton>
  );
}

/** The list table of the admin screens: one column list, the empty state and a button per row. */
export function RecordsTable<T extends { id: string }>({
  rows,
  columns,
  label,
  empty,
  minWidth,
  action,
  sort,
  onSort,
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
              <Table.Th
                key={column.header}
                ta={column.align}
                aria-sort={
                  column.sortKey && sort?.key === column.sortKey
                    ? sort.dir === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.sortKey && onSort ? (
                  <SortHeader header={column.header} sortKey={column.sortKey} sort={sort} onSort={onSort} />
                ) : (
                  column.header
                )}
              </Table.Th>
            ))}
            {action && <HiddenHeader />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={column.align}
                  style={column.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}
                >
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
