import { collectionRoutes, collectionSettleBodySchema, messages, type Collection } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { brazilDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { useFormState } from '../../shared/forms/use-form-state';
import { TypeOfPaymentSelect } from '../../shared/money/type-of-payment-select';
import { toast } from '../../shared/notify/toast';
import { settleBody, settleDraft, type Draft } from './collection-form-model';

const ui = messages.ui;

interface Props {
  collection: Collection;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/**
 * "Dar baixa" (POST /api/collections/:id/settle): the settlement date, optionally every event's
 * open rest received on it (with a type of payment), and the transfer release.
 */
export function SettleDialog({ collection, onClose, onSaved }: Props) {
  const form = useFormState<Draft>(settleDraft(brazilDate(new Date())));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const receiveRest = form.values.receiveRest === 'true';
  const toggle = (key: string) => ({
    checked: form.values[key] === 'true',
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(key, String(event.currentTarget.checked)),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(collectionSettleBodySchema, settleBody(form.values));
    if (!body) return;
    setIsSubmitting(true);
    try {
      await call(collectionRoutes.settle, { params: { id: collection.id }, body });
      toast.success(t.detail.settled);
      await onSaved();
      onClose();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t.detail.settleTitle} centered>
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.detail.settleTitle}>
        <Stack>
          <DateInput
            label={t.fields.dtBaixa}
            required
            value={form.values.dtBaixa ?? ''}
            error={form.errors.dtBaixa}
            onChange={(value) => form.setValue('dtBaixa', value)}
          />
          <Switch label={t.fields.receiveRest} {...toggle('receiveRest')} />
          {receiveRest && (
            <TypeOfPaymentSelect
              value={form.values.typeOfPaymentId || null}
              error={form.errors.typeOfPaymentId}
              onChange={(id) => form.setValue('typeOfPaymentId', id ?? '')}
            />
          )}
          <Switch label={t.fields.isAllowTransfer} {...toggle('isAllowTransfer')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {ui.cancel}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t.detail.settle}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
