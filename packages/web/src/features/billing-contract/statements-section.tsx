import { billingContractRoutes, fmt, type BillingStatement } from '@honora/contract';
import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import { formatDate, formatMonth } from '@honora/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call, download } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { fileNameOf, moneyText, statementStatusText, STATUS_COLORS } from './billing-values';
import { CancelDialog, PayDialog } from './statement-dialogs';
import { useBillingStatements, useRefreshBillingContract } from './use-billing-contract';

interface Props {
  canWrite: boolean;
  canCancel: boolean;
}

type Dialog = { kind: 'pay' | 'cancel'; statement: BillingStatement } | null;

/**
 * "Faturas emitidas" (billing.md §2 BillingContract; decision 052): every statement, the newest
 * first, with its files and its status actions — pay and undo (module contracts write), cancel
 * (rm).
 */
export function StatementsSection({ canWrite, canCancel }: Props) {
  const query = useBillingStatements();
  const refresh = useRefreshBillingContract();
  const [dialog, setDialog] = useState<Dialog>(null);

  async function fetchFile(statement: BillingStatement, kind: 'pdf' | 'xlsx') {
    const route = kind === 'pdf' ? billingContractRoutes.pdf : billingContractRoutes.xlsx;
    try {
      await download(route, fileNameOf(statement, kind), { params: { id: statement.id } });
    } catch (error) {
      toastError(error);
    }
  }

  async function unpay(statement: BillingStatement) {
    try {
      await call(billingContractRoutes.unpay, { params: { id: statement.id } });
      toast.success(t.unpaid);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  const actions = (s: BillingStatement) => (
    <Group gap={6}>
      <Button
        size="xs"
        variant="light"
        onClick={() => void fetchFile(s, 'pdf')}
        aria-label={fmt(t.pdfLabel, { number: s.number })}
      >
        {t.pdf}
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={() => void fetchFile(s, 'xlsx')}
        aria-label={fmt(t.excelLabel, { number: s.number })}
      >
        {t.excel}
      </Button>
      {canWrite && s.status === 'ISSUED' && (
        <Button
          size="xs"
          onClick={() => setDialog({ kind: 'pay', statement: s })}
          aria-label={fmt(t.payLabel, { number: s.number })}
        >
          {t.pay}
        </Button>
      )}
      {canWrite && s.status === 'PAID' && (
        <Button
          size="xs"
          variant="light"
          onClick={() => void unpay(s)}
          aria-label={fmt(t.unpayLabel, { number: s.number })}
        >
          {t.unpay}
        </Button>
      )}
      {canCancel && s.status === 'ISSUED' && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setDialog({ kind: 'cancel', statement: s })}
          aria-label={fmt(t.cancelLabel, { number: s.number })}
        >
          {t.cancel}
        </Button>
      )}
    </Group>
  );

  const columns: RecordColumn<BillingStatement>[] = [
    { header: t.number, align: 'right', cell: (s) => s.number },
    { header: t.month, cell: (s) => formatMonth(s.month.slice(0, 7)) },
    { header: t.fee, align: 'right', cell: (s) => moneyText(s.fee) },
    { header: t.dueOn, cell: (s) => formatDate(s.dueOn) },
    {
      header: t.status,
      cell: (s) => (
        <Stack gap={2} align="flex-start">
          <Badge variant="light" color={STATUS_COLORS[s.status]} data-status={s.status}>
            {t.statuses[s.status]}
          </Badge>
          <Text size="xs">{statementStatusText(s)}</Text>
        </Stack>
      ),
    },
    { header: t.actions, cell: actions },
  ];

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{t.statements}</Title>
        <QueryState query={query}>
          {(data) => (
            <RecordsTable
              rows={data.items}
              columns={columns}
              label={t.statements}
              empty={t.noStatements}
              minWidth={860}
            />
          )}
        </QueryState>
      </Stack>
      {dialog?.kind === 'pay' && (
        <PayDialog statement={dialog.statement} onClose={() => setDialog(null)} onDone={refresh} />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelDialog statement={dialog.statement} onClose={() => setDialog(null)} onDone={refresh} />
      )}
    </Paper>
  );
}
