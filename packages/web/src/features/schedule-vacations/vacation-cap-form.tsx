import { scheduleVacationRoutes, VACATION_CAP_MAX, vacationSettingsBodySchema } from '@honora/contract';
import { scheduleVacationsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { capOf } from './vacation-form-values';

interface Props {
  /** The cap saved (null: none). */
  max: number | null;
  onSaved: () => Promise<unknown> | void;
}

/**
 * The company's cap on doctors on vacation on one day (platform.md §2 VacationConfig): everyone
 * who lists the vacations sees it; only the schedule's manager (action manager) changes it.
 */
export function VacationCapForm({ max, onSaved }: Props) {
  const isReadOnly = !useCan()('scheduleOff', 'manager');
  const form = useFormState({ maxConcurrentVacations: max === null ? '' : String(max) });
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return;
    const body = form.validate(vacationSettingsBodySchema, {
      maxConcurrentVacations: capOf(form.values.maxConcurrentVacations),
    });
    if (!body) return;
    setIsSaving(true);
    try {
      await call(scheduleVacationRoutes.settings, { body });
      toast.success(t.capSaved);
      await onSaved();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.capTitle}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t.capTitle}
          </Title>
          {isReadOnly && <Alert color="blue">{t.capReadOnly}</Alert>}
          <Group align="flex-end">
            <TextInput
              {...form.field('maxConcurrentVacations')}
              label={t.cap}
              description={t.capHint}
              placeholder={t.capNone}
              inputMode="numeric"
              maxLength={String(VACATION_CAP_MAX).length}
              readOnly={isReadOnly}
              w={420}
            />
            {!isReadOnly && (
              <Button type="submit" loading={isSaving}>
                {t.capSave}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
