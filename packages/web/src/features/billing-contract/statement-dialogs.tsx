import {
  billingContractRoutes,
  cancelBillingStatementBodySchema,
  fmt,
  payBillingStatementBodySchema,
  type BillingStatement,
} from '@honora/contract';
import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import { brazilDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { useFormState, type SafeParser } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';

interface Props {
  statement: BillingStatement;
  onClose: () => void;
  /** After the server answered: the screen reads its month and list again. */
  onDone: () => Promise<unknown>;
}

function DialogButtons({
  label,
  color,
  onClose,
  isBusy,
}: {
  label: string;
  color?: string;
  onClose: () => void;
  isBusy: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} disabled={isBusy}>
        {t.close}
      </Button>
      <Button type="submit" color={color} loading={isBusy}>
        {label}
      </Button>
    </Group>
  );
}

/**
 * A statement action's form: validate with the route's schema, call, toast, close and refresh;
 * a refusal shows on its field (or as a toast) and the dialog stays open.
 */
function useStatementAction<T extends Record<string, string>, B>(
  initial: T,
  schema: SafeParser<B>,
  run: (body: B) => Promise<unknown>,
  done: string,
  { onClose, onDone }: Pick<Props, 'onClose' | 'onDone'>,
) {
  const form = useFormState(initial);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(schema, form.values);
    if (!body) return;
    setIsBusy(true);
    try {
      await run(body);
      toast.success(done);
      onClose();
      await onDone();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsBusy(false);
    }
  }
  return { form, isBusy, submit };
}

/** "Registrar pagamento" (decision 052: ISSUED → PAID): the payment's day, today by default. */
export function PayDialog({ statement, onClose, onDone }: Props) {
  const { form, isBusy, submit } = useStatementAction(
    { paidOn: brazilDate(new Date()) },
    payBillingStatementBodySchema,
    (body) => call(billingContractRoutes.pay, { params: { id: statement.id }, body }),
    t.paid,
    { onClose, onDone },
  );
  const title = fmt(t.payLabel, { number: statement.number });

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <DateInput
            name="paidOn"
            label={t.paidOn}
            required
            value={form.values.paidOn}
            error={form.errors.paidOn}
            onChange={(value) => form.setValue('paidOn', value)}
            data-autofocus
          />
          <DialogButtons label={t.confirm} onClose={onClose} isBusy={isBusy} />
        </Stack>
      </form>
    </Modal>
  );
}

/** "Cancelar fatura" (decision 052: ISSUED → CANCELLED), with the reason; the month may be issued again. */
export function CancelDialog({ statement, onClose, onDone }: Props) {
  const { form, isBusy, submit } = useStatementAction(
    { reason: '' },
    cancelBillingStatementBodySchema,
    (body) => call(billingContractRoutes.cancel, { params: { id: statement.id }, body }),
    t.cancelled,
    { onClose, onDone },
  );
  const title = fmt(t.cancelLabel, { number: statement.number });

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <Textarea
            name="reason"
            label={t.cancelReason}
            required
            maxLength={300}
            autosize
            minRows={2}
            data-autofocus
            value={form.values.reason}
            error={form.errors.reason}
            onChange={(event) => form.setValue('reason', event.currentTarget.value)}
          />
          <DialogButtons label={t.confirm} color="red" onClose={onClose} isBusy={isBusy} />
        </Stack>
      </form>
    </Modal>
  );
}
