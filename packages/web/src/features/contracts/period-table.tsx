import { fmt, type PeriodOfPaymentItem } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { counterpartOf, dateOf, INSTALLMENT_COLORS, moneyOf } from './contract-shown';

const p = t.periods;

interface Props {
  items: readonly PeriodOfPaymentItem[];
  /** Whether the user may register receipts (module contracts, write). */
  canReceive: boolean;
  onOpenContract: (id: string) => void;
  onReceive: (item: PeriodOfPaymentItem) => void;
}

/**
 * The installments due in the months (platform.md §2 periodOfPayment), by due date: the contract
 * (a link to it), its counterpart, the installment, its value and status — "Vencida" when it is
 * still waiting past its due date, the day it was received — and the receipt action, on a billed
 * contract, for who may write.
 */
export function PeriodTable({ items, canReceive, onOpenContract, onReceive }: Props) {
  const columns: RecordColumn<PeriodOfPaymentItem>[] = [
    {
      header: p.contract,
      cell: (item) => (
        <Anchor
          component="button"
          type="button"
          ta="left"
          onClick={() => onOpenContract(item.contract.id)}
          aria-label={fmt(t.openLabel, { type: item.contract.type })}
        >
          {item.contract.type}
        </Anchor>
      ),
    },
    { header: t.counterpart, cell: (item) => counterpartOf(item.contract) },
    { header: t.installment, cell: (item) => fmt(t.installmentNumber, { seq: item.seq }) },
    {
      header: t.dueOn,
      cell: (item) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{dateOf(item.dueOn)}</Text>
          {item.overdue && (
            <Badge color="red" variant="light" data-overdue>
              {p.overdue}
            </Badge>
          )}
        </Stack>
      ),
    },
    { header: t.installmentValue, align: 'right', cell: (item) => moneyOf(item.value) },
    {
      header: t.installmentStatus,
      cell: (item) => (
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color={INSTALLMENT_COLORS[item.status]} data-status={item.status}>
            {t.installmentStatuses[item.status]}
          </Badge>
          {item.receivedOn && <Text size="sm">{fmt(t.receivedOnValue, { date: dateOf(item.receivedOn) })}</Text>}
        </Stack>
      ),
    },
  ];
  if (canReceive)
    columns.push({
      header: t.actions,
      cell: (item) =>
        item.status === 'WaitPayment' && item.contract.status !== 'Open' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={() => onReceive(item)}
              aria-label={fmt(t.receiveLabelOf, { seq: item.seq, type: item.contract.type })}
            >
              {t.receive}
            </Button>
          </Group>
        ) : null,
    });
  return <RecordsTable rows={items} columns={columns} label={p.title} empty={p.empty} minWidth={940} />;
}
