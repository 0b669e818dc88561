import { MIN_REST_HOURS_MAX, onCallRoutes, scheduleSettingsBodySchema, type ScheduleSettings } from '@honora/contract';
import { onCallLinesScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { useRefreshOnCallLines, useScheduleSettings } from './use-on-call-lines';

/** Whole hours typed → a number for the schema (anything else stays invalid, with its message). */
const hoursOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/**
 * /client/scheduleConfig (platform.md §2, a selected company; decision 043): the company's least
 * rest between two presential shifts of a doctor and whether swaps wait for the coordinator.
 * Everyone with the module's read sees them; only the coordinator (manager) saves.
 */
export function ScheduleSettingsPage() {
  const query = useScheduleSettings();
  return (
    <Stack maw={720}>
      <div>
        <Title order={1}>{t.settingsTitle}</Title>
        <Text c="dimmed">{t.settingsHint}</Text>
      </div>
      <QueryState query={query}>
        {(settings) => (
          <SettingsForm key={`${settings.minRestHours}:${settings.swapNeedsApproval}`} settings={settings} />
        )}
      </QueryState>
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: ScheduleSettings }) {
  const isReadOnly = !useCan()('scheduleOnCall', 'manager');
  const refresh = useRefreshOnCallLines();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFormState({
    minRestHours: String(settings.minRestHours),
    swapNeedsApproval: String(settings.swapNeedsApproval),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return;
    const body = form.validate(scheduleSettingsBodySchema, {
      minRestHours: hoursOf(form.values.minRestHours),
      swapNeedsApproval: form.values.swapNeedsApproval === 'true',
    });
    if (!body) return;
    setIsSaving(true);
    try {
      await call(onCallRoutes.saveSettings, { body });
      toast.success(t.settingsSaved);
      await refresh();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.settingsTitle}>
        <Stack>
          {isReadOnly && <Alert color="blue">{t.settingsReadOnly}</Alert>}
          <TextInput
            {...form.field('minRestHours')}
            label={t.minRest}
            description={t.minRestHint}
            inputMode="numeric"
            maxLength={String(MIN_REST_HOURS_MAX).length}
            required
            readOnly={isReadOnly}
            maw={320}
          />
          <Switch
            label={t.swapNeedsApproval}
            description={t.swapNeedsApprovalHint}
            checked={form.values.swapNeedsApproval === 'true'}
            onChange={(event) => form.setValue('swapNeedsApproval', String(event.currentTarget.checked))}
            disabled={isReadOnly}
          />
          {!isReadOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={isSaving}>
                {t.saveSettings}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
