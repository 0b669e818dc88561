import { fmt, type ContractDetail, type ContractInstallment } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Figures } from '../../shared/ui/figures';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { savedFigures } from './contract-figures';
import { INSTALLMENT_COLORS, counterpartOf, dateOf, modeOf, moneyOf, periodOf, rangeOf } from './contract-shown';
import { FiguresOf } from './installments-editor';

export type InstallmentAction = 'receive' | 'reverse';

interface Props {
  contract: ContractDetail;
  /** Whether the user may register receipts (write) and reverse them (revertStatus). */
  canReceive: boolean;
  canReverse: boolean;
  onAction: (action: InstallmentAction, installment: ContractInstallment) => void;
}

/** The receipt of an installment: its day, its note, and the reason of its last reversal. */
function ReceiptCell({ installment }: { installment: ContractInstallment }) {
  return (
    <Stack gap={2}>
      {installment.receivedOn && (
        <Text size="sm">{fmt(t.receivedOnValue, { date: dateOf(installment.receivedOn) })}</Text>
      )}
      {installment.receiptNote && (
        <Text size="sm" c="dimmed">
          {installment.receiptNote}
        </Text>
      )}
      {installment.reversalReason && (
        <Text size="sm" c="dimmed">
          {fmt(t.reversal, { reason: installment.reversalReason })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A contract that is not edited here (billed, closed, or the user may not write): its terms and
 * its installments with their statuses and receipts (platform.md §3), and per installment the
 * receipt or its reversal when the contract's status and the user's permissions allow it.
 */
export function ContractView({ contract, canReceive, canReverse, onAction }: Props) {
  const isBilled = contract.status !== 'Open';
  const columns: RecordColumn<ContractInstallment>[] = [
    { header: t.installment, cell: (i) => fmt(t.installmentNumber, { seq: i.seq }) },
    { header: t.period, cell: (i) => <span style={{ whiteSpace: 'nowrap' }}>{periodOf(i)}</span> },
    { header: t.dueOn, cell: (i) => dateOf(i.dueOn) },
    { header: t.installmentValue, align: 'right', cell: (i) => moneyOf(i.value) },
    {
      header: t.installmentStatus,
      cell: (i) => (
        <Badge variant="light" color={INSTALLMENT_COLORS[i.status]} data-status={i.status}>
          {t.installmentStatuses[i.status]}
        </Badge>
      ),
    },
    { header: t.received, cell: (i) => <ReceiptCell installment={i} /> },
  ];
  if (isBilled && (canReceive || canReverse))
    columns.push({
      header: t.actions,
      cell: (i) => (
        <Group gap="xs" wrap="nowrap">
          {canReceive && i.status === 'WaitPayment' && (
            <Button
              size="xs"
              variant="light"
              onClick={() => onAction('receive', i)}
              aria-label={fmt(t.receiveLabel, { seq: i.seq })}
            >
              {t.receive}
            </Button>
          )}
          {canReverse && i.status === 'Received' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onAction('reverse', i)}
              aria-label={fmt(t.reverseLabel, { seq: i.seq })}
            >
              {t.reverse}
            </Button>
          )}
        </Group>
      ),
    });
  return (
    <Stack>
      <Paper withBorder p="md">
        <Figures
          cols={4}
          items={[
            { name: 'counterpart', label: t.counterpart, value: counterpartOf(contract) },
            { name: 'validity', label: t.validity, value: rangeOf(contract.startsOn, contract.endsOn) },
            { name: 'billingType', label: t.billingType, value: t.billingTypes[contract.billingType] },
            { name: 'billingDay', label: t.billingDay, value: String(contract.billingDay) },
            { name: 'mode', label: t.mode, value: modeOf(contract) },
            { name: 'received', label: t.received, value: moneyOf(contract.receivedValue), isMoney: true },
            contract.nextDueOn ? { name: 'nextDue', label: t.nextDue, value: dateOf(contract.nextDueOn) } : null,
            contract.notes ? { name: 'notes', label: t.notes, value: contract.notes } : null,
          ]}
        />
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t.installments}
          </Title>
          <RecordsTable
            rows={contract.installments}
            columns={columns}
            label={t.installments}
            empty={t.noInstallments}
            minWidth={900}
          />
          <FiguresOf figures={savedFigures(contract)} isFixed={contract.fixedValue} />
        </Stack>
      </Paper>
    </Stack>
  );
}
