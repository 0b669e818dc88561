import { fmt, messages, type TransactionMismatch } from '@honora/contract';
import { checkTransactionsScreenMessages as t } from '@honora/contract/screen-texts/check-transactions';
import { Checkbox, Table, Text } from '@mantine/core';
import { DifferencesList } from './differences-list';

const autoFixErrors = messages.screens.money.autoFixErrors;
const statuses = messages.screens.events.statuses as Record<string, string>;

interface Props {
  items: readonly TransactionMismatch[];
  selected: ReadonlySet<string>;
  onToggle: (eventId: string) => void;
  onToggleAll: (checked: boolean) => void;
}

const guideOf = (item: TransactionMismatch) => item.numGuide ?? t.noGuide;

/** Only what the fix can rewrite is selectable: an event with an auto-fix error needs a person. */
export const isFixable = (item: TransactionMismatch) => item.error === null;

/** The events whose stored totals disagree with the ledger, each field's difference and why one cannot be fixed. */
export function MismatchTable({ items, selected, onToggle, onToggleAll }: Props) {
  const fixable = items.filter(isFixable);
  const selectedCount = fixable.filter((item) => selected.has(item.eventId)).length;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label={t.tableLabel} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t.selectAll}
                checked={fixable.length > 0 && selectedCount === fixable.length}
                indeterminate={selectedCount > 0 && selectedCount < fixable.length}
                disabled={fixable.length === 0}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t.columns.company}</Table.Th>
            <Table.Th>{t.columns.numGuide}</Table.Th>
            <Table.Th>{t.columns.status}</Table.Th>
            <Table.Th>{t.columns.differences}</Table.Th>
            <Table.Th>{t.columns.error}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.eventId} data-event-id={item.eventId}>
              <Table.Td>
                <Checkbox
                  aria-label={fmt(t.selectRow, { guide: guideOf(item) })}
                  checked={selected.has(item.eventId)}
                  disabled={!isFixable(item)}
                  onChange={() => onToggle(item.eventId)}
                />
              </Table.Td>
              <Table.Td>{item.companyName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {item.numGuide ?? (
                  <Text size="sm" c="dimmed">
                    {t.noGuide}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{statuses[item.status] ?? item.status}</Table.Td>
              <Table.Td>
                {item.differences.length > 0 && (
                  <DifferencesList
                    differences={item.differences}
                    label={fmt(t.differences.tableLabel, { guide: guideOf(item) })}
                  />
                )}
              </Table.Td>
              <Table.Td>
                {item.error && (
                  <Text size="sm" c="red" fw={600} data-error={item.error}>
                    {autoFixErrors[item.error]}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
