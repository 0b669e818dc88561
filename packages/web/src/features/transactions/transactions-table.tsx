import { fmt, messages, type TransactionReportRow } from '@honora/contract';
import { transactionReportScreenMessages as t } from '@honora/contract/screen-texts/transaction-report';
import { formatDate } from '@honora/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { HiddenHeader } from '../../shared/ui/hidden-header';

const money = messages.screens.money;
const c = t.columns;

type Column = keyof typeof c;

interface Props {
  items: readonly TransactionReportRow[];
  label: string;
  empty: string;
  /** The company of each entry (a search over several companies). */
  showCompany: boolean;
  /** false for users who may not see values: the total column is left out. */
  hasValues: boolean;
  onOpen: (eventId: string) => void;
}

const guideOf = (row: TransactionReportRow) => row.numGuide ?? t.noGuide;

/** The entry's batches by code and name. */
const batchCell = (row: TransactionReportRow): ReactNode => row.batchNames.join(', ');

/** The guide number, and the cancelled mark under it when the column is narrow. */
function guideCell(row: TransactionReportRow): ReactNode {
  return (
    <Group gap={4}>
      {row.numGuide ? (
        <Text size="sm" fw={600}>
          {row.numGuide}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t.noGuide}
        </Text>
      )}
      {row.isCanceled && (
        <Badge size="xs" color="gray" variant="outline" data-canceled="true" style={{ flexShrink: 0 }}>
          {t.canceled}
        </Badge>
      )}
    </Group>
  );
}

function cellOf(row: TransactionReportRow, column: Column): ReactNode {
  switch (column) {
    case 'company':
      return row.companyName;
    case 'numGuide':
      return guideCell(row);
    case 'patient':
      return row.patientName ?? '';
    case 'date':
      return formatDate(row.date);
    case 'insurer':
      return row.insurerName ?? '';
    case 'batch':
      return batchCell(row);
    case 'hospital':
      return row.hospitalName ?? '';
    case 'procedures':
      return row.procedures;
    case 'action':
      return money.actions[row.action];
    case 'type':
      return money.types[row.type];
    case 'value':
      return row.value === undefined ? '' : formatMoneyText(row.value);
    case 'typeOfPayment':
      return row.typeOfPaymentName ?? '';
    case 'user':
      return row.userName;
  }
}

const NO_WRAP: ReadonlySet<Column> = new Set<Column>(['numGuide', 'date', 'value']);

function columnsOf(showCompany: boolean, hasValues: boolean): Column[] {
  return (Object.keys(c) as Column[]).filter(
    (column) => (column !== 'company' || showCompany) && (column !== 'value' || hasValues),
  );
}

/**
 * The entries of one page of the transactions report (billing.md §2 reportTransactions; the
 * sheet's columns guide, patient, date, insurance, batch, hospital, procedures, total): a row
 * opens its event, a cancelled entry is marked and greyed.
 */
export function TransactionsTable({ items, label, empty, showCompany, hasValues, onOpen }: Props) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {empty}
      </Text>
    );
  }
  const columns = columnsOf(showCompany, hasValues);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} ta={column === 'value' ? 'right' : undefined}>
                {c[column]}
              </Table.Th>
            ))}
            <HiddenHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => onOpen(row.eventId)}
              style={{ cursor: 'pointer', opacity: row.isCanceled ? 0.6 : undefined }}
              data-transaction-id={row.id}
              data-canceled={row.isCanceled ? 'true' : undefined}
            >
              {columns.map((column) => (
                <Table.Td
                  key={column}
                  ta={column === 'value' ? 'right' : undefined}
                  style={{
                    whiteSpace: NO_WRAP.has(column) ? 'nowrap' : undefined,
                    textDecoration: column === 'value' && row.isCanceled ? 'line-through' : undefined,
                  }}
                >
                  {cellOf(row, column)}
                </Table.Td>
              ))}
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={fmt(t.openRow, { guide: guideOf(row) })}
                  onClick={() => onOpen(row.eventId)}
                >
                  {t.open}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
