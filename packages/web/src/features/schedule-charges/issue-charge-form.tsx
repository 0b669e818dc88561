import { fmt, scheduleChargeRoutes, SCHEDULE_CHARGE_NOTES_MAX, type ScheduleChargeHospital } from '@honora/contract';
import { scheduleChargesScreenMessages as t } from '@honora/contract/screen-texts/schedule-charges';
import { formatMonth } from '@honora/domain';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { hoursText, installmentText, moneyText } from './charge-values';

interface Props {
  row: ScheduleChargeHospital;
  month: string;
  onIssued: () => Promise<unknown> | void;
  onCancel: () => void;
}

type Values = { contractId: string; notes: string };

/**
 * Issuing a hospital's statement (decision 048): the contract it is linked to (asked only when the
 * hospital has more than one in force), notes; the figures are those the server stores.
 */
export function IssueChargeForm({ row, month, onIssued, onCancel }: Props) {
  const form = useFormState<Values>({ contractId: row.contracts[0]?.id ?? '', notes: '' });
  const [isSaving, setIsSaving] = useState(false);
  const title = fmt(t.issueTitle, { hospital: row.hospital.name, month: formatMonth(month) });
  const choices = row.contracts.map((c) => ({ value: c.id, label: `${c.type} — ${installmentText(c)}` }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    try {
      await call(scheduleChargeRoutes.issue, {
        body: {
          hospitalId: row.hospital.id,
          month,
          contractId: form.values.contractId || null,
          notes: form.values.notes,
        },
      });
      toast.success(t.issued);
      await onIssued();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <Text size="sm">{t.issueHint}</Text>
        <Text fw={600}>
          {t.hours}: {hoursText(row.minutes)} · {t.total}: {moneyText(row.total)}
        </Text>
        {row.contracts.length > 1 ? (
          <Select
            label={t.chooseContract}
            data={choices}
            value={form.values.contractId || null}
            onChange={(value) => form.setValue('contractId', value ?? '')}
            error={form.errors.contractId}
            allowDeselect={false}
            required
          />
        ) : (
          <Text size="sm">
            {t.contract}:{' '}
            {row.contracts[0] ? `${row.contracts[0].type} — ${installmentText(row.contracts[0])}` : t.noContract}
          </Text>
        )}
        <Textarea
          label={t.notes}
          value={form.values.notes}
          onChange={(event) => form.setValue('notes', event.currentTarget.value)}
          error={form.errors.notes}
          maxLength={SCHEDULE_CHARGE_NOTES_MAX}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.back}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.issue}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
