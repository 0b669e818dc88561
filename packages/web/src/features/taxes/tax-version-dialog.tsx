import { taxesRoutes, taxVersionBodySchema, messages, type Tax, type TaxVersion } from '@honora/contract';
import { taxesScreenMessages as t } from '@honora/contract/screen-texts/taxes';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { TaxVersionFields } from './tax-version-fields';
import { versionBody, versionDraft, type Draft } from './tax-form-model';

const ui = messages.ui;

interface Props {
  tax: Tax;
  /** The version to change; null: a new one, from `month`. */
  version: TaxVersion | null;
  month: string;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** A new validity of a tax, or a change to one (the months it covers are recomputed with it). */
export function TaxVersionDialog({ tax, version, month, onClose, onSaved }: Props) {
  const form = useFormState<Draft>(versionDraft(version, month));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const title = version ? t.versions.edit : t.versions.addTitle;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(taxVersionBodySchema, versionBody(form.values));
    if (!body) return;
    setIsSubmitting(true);
    try {
      if (version) await call(taxesRoutes.updateVersion, { params: { id: tax.id, versionId: version.id }, body });
      else await call(taxesRoutes.addVersion, { params: { id: tax.id }, body });
      toast.success(t.versions.saved);
      await onSaved();
      onClose();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <TaxVersionFields
            values={form.values}
            errors={form.errors}
            setValue={form.setValue}
            prefix=""
            isReadOnly={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
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
