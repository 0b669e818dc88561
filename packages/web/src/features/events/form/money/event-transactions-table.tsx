import { fmt, messages, typesOfPaymentRoutes, type TypeOfPayment } from '@honora/contract';
import { formatDate, formatDateTime, isActiveTransaction } from '@honora/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { formatMoneyText } from '../../../../shared/pricing/decimal-format';
import { useSyncedRegistry } from '../../../../shared/registry/use-synced-registry';
import type { MoneyRequest } from './money-request';
import { HiddenHeader } from '../../../../shared/ui/hidden-header';
import type { ShownTransaction } from './transaction-glosa';

const t = messages.screens.money.receive.transactions;
const actionLabels = messages.screens.money.actions;

interface Props {
  transactions: readonly ShownTransaction[];
  itemLabel: (type: ShownTransaction['type'], rowId: string | null) => string;
  /** The event lets this user cancel entries now (flag cancel). */
  canCancel: boolean;
  onRequest: (request: MoneyRequest) => void;
}

function stateOf(entry: ShownTransaction): { key: string; label: string; color: string } {
  if (entry.canceledId) return { key: 'counterEntry', label: t.counterEntry, color: 'gray' };
  if (entry.canceledById) return { key: 'canceled', label: t.canceled, color: 'red' };
  return { key: 'active', label: t.active, color: 'teal' };
}

/** A glosa's reasons: its table-38 codes, and its text beside them (decision 026). */
function GlosaReasons({ entry }: { entry: ShownTransaction }) {
  if (entry.action !== 'Glosado' || entry.glosaCodes === undefined) return null;
  return (
    <Group gap={4} data-column="glosa">
      {entry.glosaCodes.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t.noGlosaCodes}
        </Text>
      ) : (
        entry.glosaCodes.map((code) => (
          <Badge key={code} variant="outline" color="gray" size="sm">
            {code}
          </Badge>
        ))
      )}
      {entry.glosaReason && (
        <Text size="xs" c="dimmed" lineClamp={2} title={entry.glosaReason}>
          {entry.glosaReason}
        </Text>
      )}
    </Group>
  );
}

/** The event's ledger: every entry, cancelled ones and their counter-entries included, newest first. */
export function EventTransactionsTable({ transactions, itemLabel, canCancel, onRequest }: Props) {
  const types = useSyncedRegistry<TypeOfPayment>('typesOfPayment', typesOfPaymentRoutes.list).byId;
  if (transactions.length === 0) return <Text c="dimmed">{t.none}</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label={t.table} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.date}</Table.Th>
            <Table.Th>{t.creationDate}</Table.Th>
            <Table.Th>{t.action}</Table.Th>
            <Table.Th>{t.item}</Table.Th>
            <Table.Th>{t.glosa}</Table.Th>
            <Table.Th ta="right">{t.value}</Table.Th>
            <Table.Th>{t.typeOfPayment}</Table.Th>
            <Table.Th>{t.user}</Table.Th>
            <Table.Th>{t.state}</Table.Th>
            {canCancel && <HiddenHeader />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((entry) => {
            const state = stateOf(entry);
            const label = itemLabel(entry.type, entry.procedureRowId);
            const action = actionLabels[entry.action];
            return (
              <Table.Tr key={entry.id} data-transaction-id={entry.id} data-action={entry.action} data-state={state.key}>
                <Table.Td>{formatDate(entry.date.slice(0, 10))}</Table.Td>
                <Table.Td>{formatDateTime(entry.creationDate)}</Table.Td>
                <Table.Td>{action}</Table.Td>
                <Table.Td>{label}</Table.Td>
                <Table.Td>
                  <GlosaReasons entry={entry} />
                </Table.Td>
                <Table.Td ta="right">{entry.value === undefined ? '' : formatMoneyText(entry.value)}</Table.Td>
                <Table.Td>{entry.typeOfPaymentId ? (types.get(entry.typeOfPaymentId)?.name ?? '') : ''}</Table.Td>
                <Table.Td>{entry.userName}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={state.color}>
                    {state.label}
                  </Badge>
                </Table.Td>
                {canCancel && (
                  <Table.Td>
                    {isActiveTransaction(entry) && !entry.transferId && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={fmt(t.cancelOf, { action, item: label, date: formatDate(entry.date.slice(0, 10)) })}
                        onClick={() => onRequest({ kind: 'cancel', transaction: entry, itemLabel: label })}
                      >
                        {t.cancel}
                      </Button>
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
