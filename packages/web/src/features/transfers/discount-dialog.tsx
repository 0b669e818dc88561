import { fmt, messages, transferRoutes, type UserTransferDetail } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { checkDiscount, discountInputOf, type DiscountInput } from './transfer-forms-model';
import { moneyOf } from './transfer-shown';

interface Props {
  detail: UserTransferDetail;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** "Desconto": what comes off a receiver's full value before the taxes (PUT /discount, OPEN only). */
export function DiscountDialog({ detail, onClose, onSaved }: Props) {
  const [input, setInput] = useState(() => discountInputOf(detail.discount, detail.discountReason));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);
  const title = fmt(t.discount.title, { name: detail.receiverName });
  const change = (next: Partial<DiscountInput>) => {
    setInput((current) => ({ ...current, ...next }));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDiscount(input, detail.fullValue);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setIsBusy(true);
    try {
      await call(transferRoutes.discount, { params: { id: detail.id }, body: checked.body });
      toast.success(fmt(t.discount.saved, { name: detail.receiverName }));
      await onSaved();
      onClose();
    } catch (error) {
      const fields = errorsFromApi(toApiError(error), ['discount', 'reason'], { discountAboveFull: 'discount' });
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toastError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <Text size="sm">{fmt(t.discount.hint, { fullValue: moneyOf(detail.fullValue) })}</Text>
          <TextInput
            label={t.discount.value}
            inputMode="decimal"
            value={input.discount}
            error={errors.discount}
            onChange={(e) => change({ discount: e.currentTarget.value })}
            data-autofocus
          />
          <Textarea
            label={t.discount.reason}
            value={input.reason}
            error={errors.reason}
            autosize
            minRows={2}
            maxLength={200}
            onChange={(e) => change({ reason: e.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              {messages.ui.cancel}
            </Button>
            <Button type="submit" loading={isBusy}>
              {t.discount.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
