import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { messages, typeOfPaymentBodySchema, typesOfPaymentRoutes, type TypeOfPayment } from '@honora/contract';
import { maxLengthRule, requiredRule } from '@honora/domain';
import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';

const t = healthInsurersMessages.typesOfPayment;
const record = messages.screens.registry.record;

interface Props {
  type: TypeOfPayment | null;
  isReadOnly: boolean;
  onSaved: (type: TypeOfPayment) => Promise<void> | void;
}

/** Create or edit a type of payment: name, description and whether it is active. */
export function TypeOfPaymentForm({ type, isReadOnly, onSaved }: Props) {
  const form = useFormState(
    { name: type?.name ?? '', description: type?.description ?? '' },
    { name: [requiredRule, maxLengthRule(80)], description: [maxLengthRule(500)] },
  );
  const [isActive, setIsActive] = useState(type?.active ?? true);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return;
    const body = form.validate(typeOfPaymentBodySchema, { ...form.values, active: isActive });
    if (!body) return;
    setIsSubmitting(true);
    try {
      const saved = type
        ? await call(typesOfPaymentRoutes.update, { params: { id: type.id }, body })
        : await call(typesOfPaymentRoutes.create, { body });
      toast.success(type ? record.saved : t.created);
      await onSaved(saved);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={type?.name ?? t.newTitle}>
      <Stack>
        <TextInput {...form.field('name')} label={t.name} required readOnly={isReadOnly} />
        <Textarea
          name="description"
          label={t.description}
          value={form.values.description}
          error={form.errors.description}
          onChange={(event) => form.setValue('description', event.currentTarget.value)}
          autosize
          minRows={2}
          readOnly={isReadOnly}
        />
        <Switch
          label={t.active}
          checked={isActive}
          disabled={isReadOnly}
          onChange={(event) => setIsActive(event.currentTarget.checked)}
        />
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {record.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
