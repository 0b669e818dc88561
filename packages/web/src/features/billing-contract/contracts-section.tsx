import { billingContractRoutes, fmt, type BillingContract } from '@honora/contract';
import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import { Button, Group, Modal, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { BillingContractForm } from './billing-contract-form';
import { dueDayText, termsText, validityText } from './billing-values';
import { useBillingContracts, useRefreshBillingContract } from './use-billing-contract';

interface Props {
  canWrite: boolean;
  canRemove: boolean;
}

/** What the form edits: a new contract, or a saved one. */
type Editing = { contract: BillingContract | null } | null;

/**
 * "Contratos" (billing.md §2 BillingContract): the group's contracts with its billing company —
 * who, validity, terms, due day — with "Novo contrato", "Editar" and "Excluir" (module contracts
 * write and rm; the server refuses removing a contract with statements in force).
 */
export function ContractsSection({ canWrite, canRemove }: Props) {
  const query = useBillingContracts();
  const refresh = useRefreshBillingContract();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BillingContract | null>(null);
  const title = editing?.contract ? t.editContract : t.newContract;

  async function remove(contract: BillingContract) {
    try {
      await call(billingContractRoutes.remove, { params: { id: contract.id } });
      toast.success(t.removed);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  const columns: RecordColumn<BillingContract>[] = [
    { header: t.provider, cell: (c) => c.providerName },
    { header: t.validity, cell: (c) => validityText(c) },
    { header: t.terms, cell: (c) => termsText(c) },
    { header: t.dueOn, cell: (c) => dueDayText(c.dueDay) },
  ];
  if (canWrite || canRemove) {
    columns.push({
      header: t.actions,
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          {canWrite && (
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing({ contract: c })}
              aria-label={fmt(t.editLabel, { provider: c.providerName })}
            >
              {t.edit}
            </Button>
          )}
          {canRemove && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => setRemoving(c)}
              aria-label={fmt(t.removeLabel, { provider: c.providerName })}
            >
              {t.remove}
            </Button>
          )}
        </Group>
      ),
    });
  }

  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{t.contracts}</Title>
          {canWrite && <Button onClick={() => setEditing({ contract: null })}>{t.newContract}</Button>}
        </Group>
        <QueryState query={query}>
          {(data) => (
            <RecordsTable
              rows={data.items}
              columns={columns}
              label={t.contracts}
              empty={t.noContracts}
              minWidth={900}
            />
          )}
        </QueryState>
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={title} size="xl" centered>
        {editing && (
          <BillingContractForm
            saved={editing.contract}
            title={title}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        title={removing ? fmt(t.removeLabel, { provider: removing.providerName }) : null}
        message={removing ? fmt(t.removeConfirm, { provider: removing.providerName }) : ''}
        confirmLabel={t.remove}
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
