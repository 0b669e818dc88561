import { MONTHLY_SHIFTS_CAP_BOUNDS, monthlyShiftsCapBodySchema, scheduleLimitRoutes } from '@honora/contract';
import { scheduleLimitsScreenMessages as t } from '@honora/contract/screen-texts/schedule-limits';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { limitOf } from './limit-values';

interface Props {
  cap: number | null;
  /** Whether the user may change it (module schedule, action manager). */
  canManage: boolean;
  onSaved: () => Promise<unknown> | void;
}

/**
 * The cooperative's cap (platform.md §6): presential shifts a doctor may take a month when they
 * have no limit of their own. Everyone who sees the limits sees it; only the manager saves it.
 */
export function MonthlyShiftsCapForm({ cap, canManage, onSaved }: Props) {
  const form = useFormState({ monthlyShiftsCap: cap === null ? '' : String(cap) });
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canManage) return;
    const body = form.validate(monthlyShiftsCapBodySchema, { monthlyShiftsCap: limitOf(form.values.monthlyShiftsCap) });
    if (!body) return;
    setIsSaving(true);
    try {
      await call(scheduleLimitRoutes.saveSettings, { body });
      toast.success(t.capSaved);
      await onSaved();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.capTitle}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              {t.capTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {t.capHint}
            </Text>
          </div>
          {!canManage && <Alert color="blue">{t.capReadOnly}</Alert>}
          <Group align="flex-end">
            <TextInput
              {...form.field('monthlyShiftsCap')}
              label={t.monthlyShiftsCap}
              placeholder={t.noLimit}
              inputMode="numeric"
              maxLength={String(MONTHLY_SHIFTS_CAP_BOUNDS.max).length + 2}
              readOnly={!canManage}
              w={280}
            />
            {canManage && (
              <Button type="submit" loading={isSaving}>
                {t.saveCap}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
