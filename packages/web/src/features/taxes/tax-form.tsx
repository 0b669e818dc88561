import { taxCreateBodySchema, taxesRoutes, taxUpdateBodySchema, messages, type Tax } from '@honora/contract';
import { taxesScreenMessages as t } from '@honora/contract/screen-texts/taxes';
import { brazilDate, TAX_IDENTIFIERS, TAX_KINDS } from '@honora/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { monthOptions } from '../../shared/forms/months';
import { toast } from '../../shared/notify/toast';
import { TaxVersionFields } from './tax-version-fields';
import { taxBody, taxDraft, VERSION_PREFIX, versionBody, versionDraft, type Draft } from './tax-form-model';

const record = messages.screens.registry.record;

interface Props {
  tax: Tax | null;
  /** The month the list showed: a new tax's first version starts there. */
  month: string;
  isReadOnly: boolean;
  onSaved: (tax: Tax) => Promise<void> | void;
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }));

/** A tax's name, identifier, kind, order and last month; a new tax also gets its first version. */
export function TaxForm({ tax, month, isReadOnly, onSaved }: Props) {
  const form = useFormState<Draft>({ ...taxDraft(tax), ...(tax ? {} : versionDraft(null, month, VERSION_PREFIX)) });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const bind = (key: string) => ({
    value: form.values[key] || null,
    error: form.errors[key],
    onChange: (value: string | null) => form.setValue(key, value ?? ''),
    readOnly: isReadOnly,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return;
    const fields = taxBody(form.values);
    const body = tax
      ? form.validate(taxUpdateBodySchema, fields)
      : form.validate(taxCreateBodySchema, { ...fields, version: versionBody(form.values, VERSION_PREFIX) });
    if (!body) return;
    setIsSubmitting(true);
    try {
      const saved = tax
        ? await call(taxesRoutes.update, { params: { id: tax.id }, body })
        : await call(taxesRoutes.create, { body: body as typeof taxCreateBodySchema._input });
      toast.success(tax ? record.saved : t.created);
      await onSaved(saved);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={tax?.name ?? t.newTitle}>
      <Stack>
        <Group grow align="flex-start">
          <TextInput {...form.field('name')} label={t.fields.name} required readOnly={isReadOnly} />
          <Select
            label={t.fields.identifier}
            required
            data={options(TAX_IDENTIFIERS, t.identifiers)}
            allowDeselect={false}
            {...bind('identifier')}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label={t.fields.kind}
            required
            data={options(TAX_KINDS, t.kinds)}
            allowDeselect={false}
            {...bind('kind')}
          />
          <TextInput {...form.field('order')} label={t.fields.order} inputMode="numeric" readOnly={isReadOnly} />
          <Select
            label={t.fields.validUntil}
            description={t.fields.validUntilHint}
            data={monthOptions(brazilDate(new Date()), 48, 24, [form.values.validUntil])}
            searchable
            clearable={!isReadOnly}
            {...bind('validUntil')}
          />
        </Group>
        {!tax && (
          <TaxVersionFields
            values={form.values}
            errors={form.errors}
            setValue={form.setValue}
            prefix={VERSION_PREFIX}
            isReadOnly={isReadOnly}
          />
        )}
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
