import { healthInsurerRoutes, INVOICE_LIMITS, messages, type HealthInsurerSummary } from '@honora/contract';
import { invoicesScreenMessages } from '@honora/contract/screen-texts/invoices';
import { Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';
import type { InvoiceDraft } from './invoice-draft';
import { DateInput } from '../../shared/forms/date-input';

const t = invoicesScreenMessages.form;

interface Props {
  initial: InvoiceDraft;
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  /** Sends the draft; answers the field errors to show (null: done). */
  onSubmit: (draft: InvoiceDraft) => Promise<FormErrors | null>;
  onCancel?: () => void;
}

/** Number, payer, date, value and description of an invoice; schema and server errors under each field. */
export function InvoiceForm({ initial, label, submitLabel, onSubmit, onCancel }: Props) {
  const insurers = useSyncedRegistry<HealthInsurerSummary>('healthInsurers', healthInsurerRoutes.list);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const patch = (change: Partial<InvoiceDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const found = await onSubmit(draft);
      if (found && Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstInvalid(formRef.current);
      }
    } finally {
      setIsBusy(false);
    }
  }

  const payers = insurers.items
    .filter((i) => i.active || i.id === draft.healthInsuranceId)
    .map((i) => ({ value: i.id, label: i.name }));
  return (
    <form ref={formRef} aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <TextInput
              label={t.number}
              required
              maxLength={INVOICE_LIMITS.number}
              value={draft.number}
              error={errors.number}
              onChange={(event) => patch({ number: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Select
              label={t.payer}
              placeholder={t.payerPlaceholder}
              required
              data={payers}
              value={draft.healthInsuranceId}
              error={errors.healthInsuranceId}
              onChange={(healthInsuranceId) => patch({ healthInsuranceId })}
              searchable
              nothingFoundMessage={messages.screens.people.noMatches}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <DateInput
              label={t.date}
              required
              value={draft.date}
              error={errors.date}
              onChange={(date) => patch({ date })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TextInput
              label={t.value}
              required
              inputMode="decimal"
              value={draft.value}
              error={errors.value}
              onChange={(event) => patch({ value: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t.description}
              maxLength={INVOICE_LIMITS.description}
              value={draft.description}
              error={errors.description}
              onChange={(event) => patch({ description: event.currentTarget.value })}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isBusy}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" loading={isBusy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
