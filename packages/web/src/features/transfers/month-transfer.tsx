import { fmt, transferRoutes, type Transfer } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { formatDateTime, formatNumber, type TransferMode } from '@honora/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { call, download } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { Figures, type FigureItem } from '../../shared/ui/figures';
import { moneyOf, monthOf, STATUS_COLORS } from './transfer-shown';
import { useMonthTransfer, useRefreshTransfers } from './use-transfers';

const a = t.actions;

interface Props {
  month: string;
  mode: TransferMode;
  /** The receivers of the transfer, once there is one. */
  children: (transfer: Transfer) => ReactNode;
}

/** The month's transfer in the mode (billing.md §3 Transfer): its figures, its state and what may be done. */
export function MonthTransfer({ month, mode, children }: Props) {
  const query = useMonthTransfer(month, mode);
  return (
    <Stack>
      <Paper withBorder p="md" component="section" aria-labelledby="month-transfer-title">
        <Stack>
          <Title order={2} size="h3" id="month-transfer-title">
            {fmt(t.current.title, { month: monthOf(month) })}
          </Title>
          <QueryState query={query}>
            {(transfer) => <TransferView key={transfer?.id ?? 'none'} month={month} mode={mode} transfer={transfer} />}
          </QueryState>
        </Stack>
      </Paper>
      {query.data && children(query.data)}
    </Stack>
  );
}

function figuresOf(transfer: Transfer): (FigureItem | null)[] {
  const money = (name: keyof Transfer, label: string): FigureItem | null =>
    transfer[name] === undefined ? null : { name, label, value: moneyOf(transfer[name] as string), isMoney: true };
  return [
    money('fullValue', t.figures.fullValue),
    money('companyShare', t.figures.companyShare),
    money('discount', t.figures.discount),
    money('totalTaxes', t.figures.totalTaxes),
    money('totalFees', t.figures.totalFees),
    money('liquid', t.figures.liquid),
    { name: 'receiverCount', label: t.figures.receivers, value: formatNumber(transfer.receiverCount) },
    { name: 'entryCount', label: t.figures.entries, value: formatNumber(transfer.entryCount) },
    {
      name: 'paidCount',
      label: t.figures.paid,
      value: fmt(t.figures.paidOf, {
        paid: formatNumber(transfer.paidCount),
        total: formatNumber(transfer.receiverCount),
      }),
    },
  ];
}

type Confirming = 'lock' | 'unlock' | 'discard' | null;

function TransferView({ month, mode, transfer }: { month: string; mode: TransferMode; transfer: Transfer | null }) {
  const can = useCan();
  const refresh = useRefreshTransfers();
  const [isBusy, setIsBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const isManager = can('billing', 'manager');
  const shownMonth = monthOf(month);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setIsBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      // A stale computation (transferStale) is shown anew by the refresh below.
      toastError(error);
    } finally {
      setIsBusy(false);
      await refresh();
    }
  };
  const compute = () =>
    run(() => call(transferRoutes.compute, { body: { month, mode } }), fmt(a.computed, { month: shownMonth }));
  const isOpen = transfer === null || transfer.status === 'OPEN';
  return (
    <Stack>
      {transfer === null ? (
        <Stack gap={4}>
          <Text>{fmt(t.current.none, { month: shownMonth })}</Text>
          {isManager && <Text c="dimmed">{t.current.noneHint}</Text>}
        </Stack>
      ) : (
        <TransferHeader transfer={transfer} />
      )}
      <Group gap="xs">
        {isManager && isOpen && (
          <Button onClick={() => void compute()} loading={isBusy}>
            {transfer === null ? a.compute : a.recompute}
          </Button>
        )}
        {isManager && transfer?.status === 'OPEN' && (
          <Button variant="light" onClick={() => setConfirming('lock')} disabled={isBusy}>
            {a.lock}
          </Button>
        )}
        {isManager && transfer?.status === 'LOCKED' && (
          <Button variant="light" onClick={() => setConfirming('unlock')} disabled={isBusy}>
            {a.unlock}
          </Button>
        )}
        {transfer && (
          <Button
            variant="default"
            onClick={() =>
              void download(transferRoutes.statementsPdf, fmt(a.statementsFile, { month }), {
                params: { id: transfer.id },
              }).catch(toastError)
            }
          >
            {a.statements}
          </Button>
        )}
        {isManager && transfer?.status === 'OPEN' && (
          <Button variant="subtle" color="red" onClick={() => setConfirming('discard')} disabled={isBusy}>
            {a.discard}
          </Button>
        )}
      </Group>
      {transfer && (
        <ConfirmModal
          title={confirming ? a[confirming] : null}
          message={confirming ? fmt(a[`${confirming}Confirm`], { month: shownMonth }) : ''}
          confirmLabel={confirming ? a[confirming] : ''}
          color={confirming === 'discard' ? 'red' : 'blue'}
          onConfirm={() => {
            const params = { id: transfer.id };
            if (confirming === 'lock') {
              return run(
                () => call(transferRoutes.lock, { params, body: { computedAt: transfer.computedAt } }),
                fmt(a.locked, { month: shownMonth }),
              );
            }
            if (confirming === 'unlock') {
              return run(() => call(transferRoutes.unlock, { params }), fmt(a.unlocked, { month: shownMonth }));
            }
            return run(() => call(transferRoutes.discard, { params }), fmt(a.discarded, { month: shownMonth }));
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}

function TransferHeader({ transfer }: { transfer: Transfer }) {
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Badge variant="light" size="lg" color={STATUS_COLORS[transfer.status]} data-status={transfer.status}>
          {t.statuses[transfer.status]}
        </Badge>
        <Text size="sm">{fmt(t.current.code, { code: transfer.code })}</Text>
        <Text size="sm" c="dimmed">
          {transfer.lockedAt
            ? fmt(t.current.lockedAt, { date: formatDateTime(transfer.lockedAt), name: transfer.lockedByName ?? '—' })
            : fmt(t.current.computedAt, { date: formatDateTime(transfer.computedAt) })}
        </Text>
      </Group>
      <Figures items={figuresOf(transfer)} cols={5} />
    </Stack>
  );
}
