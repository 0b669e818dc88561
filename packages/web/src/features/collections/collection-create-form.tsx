import { collectionRoutes, fmt, messages } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { brazilDate } from '@honora/domain';
import { Button, Group, MultiSelect, Radio, Stack, Switch } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { DateInput } from '../../shared/forms/date-input';
import { focusFirstInvalid } from '../../shared/forms/form-errors';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast, toastError } from '../../shared/notify/toast';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import {
  createApiErrors,
  createBody,
  createDraft,
  createValidator,
  joinIds,
  sourceOf,
  splitIds,
  type Draft,
} from './collection-form-model';
import { useInsurerBatches, useRefreshCollections } from './use-collections';

const noMatches = messages.screens.people.noMatches;

/**
 * A new collection (POST /api/collections): its insurer, date, billing date, transfer release
 * and its events — those of some of the insurer's batches, or its events waiting for payment
 * whose procedure falls in a period. Events that cannot be charged are left out and counted.
 */
export function CollectionCreateForm({ onCreated }: { onCreated: (id: string) => void }) {
  const form = useFormState<Draft>(createDraft(brazilDate(new Date())));
  const refresh = useRefreshCollections();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const source = sourceOf(form.values);
  const date = (key: string) => ({
    value: form.values[key] ?? '',
    error: form.errors[key],
    onChange: (value: string) => form.setValue(key, value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const required: Record<string, string> = form.values.healthInsuranceId
      ? {}
      : { healthInsuranceId: messages.validation.required };
    const body = form.validate(createValidator(source), createBody(form.values), required);
    if (!body) return;
    setIsSubmitting(true);
    try {
      const { collection, hiddenCount } = await call(collectionRoutes.create, { body });
      toast.success(fmt(t.created, { code: collection.code, n: collection.eventCount }));
      if (hiddenCount > 0) toast.warning(fmt(t.errors.someHidden, { n: hiddenCount }));
      await refresh();
      onCreated(collection.id);
    } catch (error) {
      const fields = createApiErrors(toApiError(error).fields, source);
      if (Object.keys(fields).length === 0) toastError(error);
      else {
        form.setErrors(fields);
        focusFirstInvalid(form.formRef.current);
      }
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.createTitle}>
      <Stack>
        <Group grow align="flex-start">
          <InsurerSelect
            label={t.fields.insurer}
            required
            value={form.values.healthInsuranceId || null}
            error={form.errors.healthInsuranceId}
            onChange={(id) => {
              form.setValue('healthInsuranceId', id ?? '');
              form.setValue('batchIds', '');
            }}
          />
          <DateInput label={t.fields.date} required {...date('date')} />
          <DateInput label={t.fields.dtBilling} {...date('dtBilling')} />
        </Group>
        <Switch
          label={t.fields.isAllowTransfer}
          checked={form.values.isAllowTransfer === 'true'}
          onChange={(event) => form.setValue('isAllowTransfer', String(event.currentTarget.checked))}
        />
        <Radio.Group label={t.fields.source} value={source} onChange={(value) => form.setValue('source', value)}>
          <Group mt="xs">
            <Radio value="batches" label={t.fields.sourceBatches} />
            <Radio value="period" label={t.fields.sourcePeriod} />
          </Group>
        </Radio.Group>
        {source === 'batches' ? (
          <BatchesSelect
            insurerId={form.values.healthInsuranceId ?? ''}
            value={splitIds(form.values.batchIds)}
            error={form.errors.batchIds}
            onChange={(ids) => form.setValue('batchIds', joinIds(ids))}
          />
        ) : (
          <Group grow align="flex-start">
            <DateInput label={t.fields.periodFrom} required {...date('periodFrom')} />
            <DateInput label={t.fields.periodTo} required {...date('periodTo')} />
          </Group>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {messages.screens.registry.record.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface BatchesProps {
  insurerId: string;
  value: string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}

/** The insurer's batches (GET /api/batches?healthInsuranceId=…), "code — name"; none before the insurer is chosen. */
function BatchesSelect({ insurerId, value, error, onChange }: BatchesProps) {
  const batches = useInsurerBatches(insurerId);
  const data = (batches.data?.items ?? []).map((batch) => ({
    value: batch.id,
    label: batch.name ? `${batch.code} — ${batch.name}` : batch.code,
  }));
  return (
    <MultiSelect
      label={t.fields.batches}
      description={insurerId ? undefined : t.fields.batchesHint}
      required
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (batches.isError ? batches.error.message : undefined)}
      searchable
      clearable
      nothingFoundMessage={noMatches}
    />
  );
}
