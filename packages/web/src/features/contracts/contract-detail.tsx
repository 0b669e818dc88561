import { contractRoutes, fmt, type ContractDetail as Contract, type ContractInstallment } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { ContractForm } from './contract-form';
import { STATUS_COLORS } from './contract-shown';
import { ContractView, type InstallmentAction } from './contract-view';
import { ReceiveDialog, ReverseDialog } from './installment-dialogs';
import { useContract, useContractChoices, useContractSaved } from './use-contracts';

/** platform.md §6: the contracts are their own module (residents never have it). */
const MODULE = 'contracts';

interface Props {
  id: string;
  onBack: () => void;
}

/** /client/contracts/{id}: one contract, its installments and what may be done with it (decision 045). */
export function ContractDetail({ id, onBack }: Props) {
  const query = useContract(id);
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.back}
        </Button>
      </Group>
      <QueryState query={query}>{(contract) => <ContractScreen contract={contract} onRemoved={onBack} />}</QueryState>
    </Stack>
  );
}

type Move = 'bill' | 'reopen' | 'remove';
const CONFIRM: Record<Move, { label: string; question: string; done: string }> = {
  bill: { label: t.bill, question: t.billConfirm, done: t.billed },
  reopen: { label: t.reopen, question: t.reopenConfirm, done: t.reopened },
  remove: { label: t.remove, question: t.removeConfirm, done: t.removed },
};

function ContractScreen({ contract, onRemoved }: { contract: Contract; onRemoved: () => void }) {
  const can = useCan();
  const saved = useContractSaved();
  const [move, setMove] = useState<Move | null>(null);
  const [action, setAction] = useState<{ kind: InstallmentAction; installment: ContractInstallment } | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  const canWrite = can(MODULE, 'write');
  const isOpen = contract.status === 'Open';
  const isEditable = isOpen && canWrite;

  async function run(which: Move) {
    try {
      const params = { id: contract.id };
      if (which === 'remove') {
        await call(contractRoutes.remove, { params });
        toast.success(t.removed);
        await saved(null);
        onRemoved();
        return;
      }
      const answer = await call(which === 'bill' ? contractRoutes.bill : contractRoutes.reopen, { params });
      toast.success(CONFIRM[which].done);
      await saved(answer);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{fmt(t.editTitle, { type: contract.type })}</Title>
          <Badge variant="light" size="lg" color={STATUS_COLORS[contract.status]} data-status={contract.status}>
            {t.statuses[contract.status]}
          </Badge>
          {contract.current && (
            <Badge variant="outline" size="lg" color="teal">
              {t.current}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {isEditable && isDirty && (
            <Text size="sm" c="dimmed">
              {t.saveBeforeBill}
            </Text>
          )}
          {isEditable && (
            <Button onClick={() => setMove('bill')} disabled={isDirty}>
              {t.bill}
            </Button>
          )}
          {canWrite && contract.status === 'WaitPayment' && (
            <Button variant="light" onClick={() => setMove('reopen')}>
              {t.reopen}
            </Button>
          )}
          {isOpen && can(MODULE, 'rm') && (
            <Button variant="subtle" color="red" onClick={() => setMove('remove')}>
              {t.remove}
            </Button>
          )}
        </Group>
      </Group>
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      {canWrite && contract.status === 'WaitPayment' && <Alert color="blue">{t.lockedHint}</Alert>}
      {contract.status === 'Closed' && <Alert color="green">{t.errors.contractClosed}</Alert>}
      {isEditable ? (
        <EditableContract contract={contract} onDirtyChange={setIsDirty} />
      ) : (
        <ContractView
          contract={contract}
          canReceive={canWrite}
          canReverse={can(MODULE, 'revertStatus')}
          onAction={(kind, installment) => setAction({ kind, installment })}
        />
      )}
      {action?.kind === 'receive' && (
        <ReceiveDialog
          target={{ contractId: contract.id, ...action.installment }}
          onClose={() => setAction(null)}
          onDone={saved}
        />
      )}
      {action?.kind === 'reverse' && (
        <ReverseDialog
          target={{ contractId: contract.id, ...action.installment }}
          onClose={() => setAction(null)}
          onDone={saved}
        />
      )}
      <ConfirmModal
        title={move ? CONFIRM[move].label : null}
        message={move ? fmt(CONFIRM[move].question, { type: contract.type }) : ''}
        confirmLabel={move ? CONFIRM[move].label : ''}
        color={move === 'remove' ? 'red' : 'blue'}
        onConfirm={() => (move ? run(move) : Promise.resolve())}
        onClose={() => setMove(null)}
      />
    </Stack>
  );
}

/** An Open contract the user may change: the form, with the company's types and counterparts. */
function EditableContract({
  contract,
  onDirtyChange,
}: {
  contract: Contract;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const choices = useContractChoices();
  const saved = useContractSaved();
  return (
    <QueryState query={choices}>
      {(data) => <ContractForm saved={contract} choices={data} onSaved={saved} onDirtyChange={onDirtyChange} />}
    </QueryState>
  );
}
