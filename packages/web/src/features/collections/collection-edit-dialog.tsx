import { collectionRoutes, collectionUpdateBodySchema, messages, type Collection } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { editBody, editDraft, type Draft } from './collection-form-model';

const ui = messages.ui;

interface Props {
  collection: Collection;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** A collection's date (competence), billing date and transfer release (PUT /api/collections/:id). */
export function CollectionEditDialog({ collection, onClose, onSaved }: Props) {
  const form = useFormState<Draft>(editDraft(collection));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const date = (key: string) => ({
    value: form.values[key] ?? '',
    error: form.errors[key],
    onChange: (value: string) => form.setValue(key, value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(collectionUpdateBodySchema, editBody(form.values));
    if (!body) return;
    setIsSubmitting(true);
    try {
      await call(collectionRoutes.update, { params: { id: collection.id }, body });
      toast.success(t.detail.saved);
      await onSaved();
      onClose();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t.detail.edit} centered>
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.detail.edit}>
        <Stack>
          <DateInput label={t.fields.date} required {...date('date')} />
          <DateInput label={t.fields.dtBilling} {...date('dtBilling')} />
          <Switch
            label={t.fields.isAllowTransfer}
            checked={form.values.isAllowTransfer === 'true'}
            onChange={(event) => form.setValue('isAllowTransfer', String(event.currentTarget.checked))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {ui.cancel}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {ui.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
