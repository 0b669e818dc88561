import { messages, type EventListItem, fmt } from '@honora/contract';
import { ActionIcon, Button, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { isMoneyColumn, SORT_KEYS, type TableColumn } from './column-model';
import { cellOf } from './event-cells';
import { HiddenHeader } from '../../../shared/ui/hidden-header';

const t = messages.screens.events.list;
const headers = messages.screens.events.exportColumns;

export interface ListSort {
  key: string;
  dir: 'asc' | 'desc';
}

export interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onTogglePage: (ids: string[], checked: boolean) => void;
}

interface Props {
  items: readonly EventListItem[];
  columns: readonly TableColumn[];
  customFieldLabels: Record<string, string>;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  onOpen: (id: string) => void;
  /** Present when the user may run bulk actions. */
  selection?: Selection | undefined;
  expanded: string | null;
  onExpand: (id: string | null) => void;
  renderExpanded: (item: EventListItem) => ReactNode;
}

function SortHeader({ column, sort, onSort }: { column: TableColumn; sort: ListSort; onSort: (s: ListSort) => void }) {
  const key = SORT_KEYS[column];
  if (!key) return headers[column];
  const isCurrent = sort.key === key;
  const next: ListSort = { key, dir: isCurrent && sort.dir === 'asc' ? 'desc' : 'asc' };
  return (
    <UnstyledButton
      onClick={() => onSort(next)}
      aria-label={fmt(messages.screens.registry.list.sortBy, { column: headers[column] })}
      fw={700}
      fz="sm"
    >
      {headers[column]} {isCurrent ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
    </UnstyledButton>
  );
}

const guideOf = (item: EventListItem) => item.numGuide ?? t.noGuide;

/** Columns read at a glance: dates, statuses and money never break across lines. */
const NO_WRAP: ReadonlySet<TableColumn> = new Set<TableColumn>([
  'numGuide',
  'dtProcedure',
  'status',
  'createdAt',
  'totalProduced',
  'totalReceived',
  'totalGlosado',
  'totalLoss',
  'totalInProcessing',
]);

/** The events of one page: sortable headers, row selection, a row opens its event, a toggle shows its procedures. */
export function EventsTable(props: Props) {
  const { items, columns, sort, selection } = props;
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  const ids = items.map((item) => item.id);
  const selectedOnPage = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const span = columns.length + (selection ? 1 : 0) + 2;
  return (
    <Table.ScrollContainer minWidth={960}>
      {/* 8 px a side instead of 10: the default columns fit a 1440 px window without scrolling. */}
      <Table striped highlightOnHover horizontalSpacing={8} aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t.selection.selectPage}
                  checked={selectedOnPage === ids.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < ids.length}
                  onChange={(event) => selection.onTogglePage(ids, event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <HiddenHeader w={40} label={messages.screens.common.detailsColumn} />
            {columns.map((column) => {
              const key = SORT_KEYS[column];
              const isSorted = key !== undefined && sort.key === key;
              return (
                <Table.Th
                  key={column}
                  ta={isMoneyColumn(column) ? 'right' : undefined}
                  aria-sort={isSorted ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <SortHeader column={column} sort={sort} onSort={props.onSort} />
                </Table.Th>
              );
            })}
            <HiddenHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const isExpanded = props.expanded === item.id;
            return (
              <Fragment key={item.id}>
                <Table.Tr
                  onClick={() => props.onOpen(item.id)}
                  style={{ cursor: 'pointer' }}
                  aria-selected={selection?.selected.has(item.id) ?? undefined}
                  data-event-id={item.id}
                >
                  {selection && (
                    <Table.Td onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        aria-label={fmt(t.selection.selectRow, { guide: guideOf(item) })}
                        checked={selection.selected.has(item.id)}
                        onChange={() => selection.onToggle(item.id)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={fmt(t.proportions.toggle, { guide: guideOf(item) })}
                      aria-expanded={isExpanded}
                      onClick={() => props.onExpand(isExpanded ? null : item.id)}
                    >
                      {isExpanded ? '▾' : '▸'}
                    </ActionIcon>
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td
                      key={column}
                      ta={isMoneyColumn(column) ? 'right' : undefined}
                      style={NO_WRAP.has(column) ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {cellOf(item, column, props.customFieldLabels)}
                    </Table.Td>
                  ))}
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={fmt(t.openRow, { guide: guideOf(item) })}
                      onClick={() => props.onOpen(item.id)}
                    >
                      {t.open}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {isExpanded && (
                  <Table.Tr>
                    <Table.Td colSpan={span}>{props.renderExpanded(item)}</Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
