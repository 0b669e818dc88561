import { fmt, messages, type EventView, type MoneyItemBalance } from '@honora/contract';
import { Button, Group, Table, Text } from '@mantine/core';
import { formatMoneyText } from '../../../../shared/pricing/decimal-format';
import { isPositive, itemKeyOf, itemLabelOf } from './money-items';
import { REMAINDER_ACTIONS, type MoneyRequest } from './money-request';

const t = messages.screens.money.receive.items;
const actionLabels = messages.screens.money.moneyActions;
const COLUMNS = ['value', 'received', 'loss', 'glosado', 'discount', 'over', 'open'] as const;

interface Props {
  items: readonly MoneyItemBalance[];
  flags: EventView['actions'];
  onRequest: (request: MoneyRequest) => void;
}

/** Each billed item with its value, what settled it, what is over and what is open, and its remainder buttons. */
export function MoneyItemsTable({ items, flags, onRequest }: Props) {
  const remainders = REMAINDER_ACTIONS.filter((action) => flags[action] === true);
  if (items.length === 0) return <Text c="dimmed">{t.none}</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label={t.table} verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.item}</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column} ta="right">
                {t[column]}
              </Table.Th>
            ))}
            {remainders.length > 0 && <Table.Th>{t.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const label = itemLabelOf(item);
            return (
              <Table.Tr key={itemKeyOf(item.type, item.rowId)} data-item={item.type}>
                <Table.Td>{label}</Table.Td>
                {COLUMNS.map((column) => (
                  <Table.Td key={column} ta="right" data-column={column}>
                    {item[column] === undefined ? '' : formatMoneyText(item[column])}
                  </Table.Td>
                ))}
                {remainders.length > 0 && (
                  <Table.Td>
                    {isPositive(item.open) && (
                      <Group gap={4} wrap="nowrap">
                        {remainders.map((action) => (
                          <Button
                            key={action}
                            size="compact-xs"
                            variant="light"
                            color={action === 'receiveRemainder' ? 'teal' : 'orange'}
                            aria-label={fmt(t.remainder, { action: actionLabels[action], item: label })}
                            onClick={() =>
                              onRequest({ kind: 'action', action, item: { type: item.type, rowId: item.rowId, label } })
                            }
                          >
                            {actionLabels[action]}
                          </Button>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
