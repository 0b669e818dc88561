import {
  CONTRACT_REASON_MAX,
  contractRoutes,
  fmt,
  receiveInstallmentBodySchema,
  reverseInstallmentBodySchema,
  type ContractDetail,
} from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { brazilDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { moneyOf } from './contract-shown';

/** The installment an action is about, with its contract. */
export interface InstallmentTarget {
  contractId: string;
  id: string;
  seq: number;
  value: string;
}

interface Props {
  target: InstallmentTarget;
  onClose: () => void;
  /** The contract as the server answers it after the action. */
  onDone: (contract: ContractDetail) => Promise<void>;
}

function DialogButtons({ label, onClose, isBusy }: { label: string; onClose: () => void; isBusy: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} disabled={isBusy}>
        {t.cancel}
      </Button>
      <Button type="submit" loading={isBusy}>
        {label}
      </Button>
    </Group>
  );
}

/**
 * "Registrar recebimento" (POST …/installments/:id/receive; decision 045: WaitPayment → Received,
 * the last one closes the contract): the day it was received, today by default, and a note.
 */
export function ReceiveDialog({ target, onClose, onDone }: Props) {
  const form = useFormState({ receivedOn: brazilDate(new Date()), note: '' });
  const [isBusy, setIsBusy] = useState(false);
  const title = fmt(t.receiveTitle, { seq: target.seq, value: moneyOf(target.value) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(receiveInstallmentBodySchema, form.values);
    if (!body) return;
    setIsBusy(true);
    try {
      const contract = await call(contractRoutes.receive, {
        params: { id: target.contractId, installmentId: target.id },
        body,
      });
      toast.success(t.receiptSaved);
      await onDone(contract);
      onClose();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <DateInput
            label={t.receivedOn}
            required
            value={form.values.receivedOn}
            error={form.errors.receivedOn}
            onChange={(value) => form.setValue('receivedOn', value)}
            data-autofocus
          />
          <Textarea
            label={t.receiptNote}
            maxLength={CONTRACT_REASON_MAX}
            autosize
            minRows={2}
            value={form.values.note}
            error={form.errors.note}
            onChange={(event) => form.setValue('note', event.currentTarget.value)}
          />
          <DialogButtons label={t.receive} onClose={onClose} isBusy={isBusy} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * "Estornar" (POST …/installments/:id/reverse; decision 045: Received → WaitPayment only with a
 * reason, as when the bank returns a payment; a Closed contract goes back to WaitPayment).
 */
export function ReverseDialog({ target, onClose, onDone }: Props) {
  const form = useFormState({ reason: '' });
  const [isBusy, setIsBusy] = useState(false);
  const title = fmt(t.reverseTitle, { seq: target.seq });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(reverseInstallmentBodySchema, form.values);
    if (!body) return;
    setIsBusy(true);
    try {
      const contract = await call(contractRoutes.reverse, {
        params: { id: target.contractId, installmentId: target.id },
        body,
      });
      toast.success(t.reversed);
      await onDone(contract);
      onClose();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <Textarea
            label={t.reverseReason}
            description={t.reverseHint}
            required
            maxLength={CONTRACT_REASON_MAX}
            autosize
            minRows={2}
            data-autofocus
            value={form.values.reason}
            error={form.errors.reason}
            onChange={(event) => form.setValue('reason', event.currentTarget.value)}
          />
          <DialogButtons label={t.reverse} onClose={onClose} isBusy={isBusy} />
        </Stack>
      </form>
    </Modal>
  );
}
