import { BUILD_NUMBER, companiesDataRoutes, companyWebConfigBodySchema, messages, fmt } from '@honora/contract';
import type { CompanyWebConfigView } from '@honora/contract';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';

const t = messages.screens.adminCompanies.data;

interface Props {
  company: { id: string; name: string };
  webConfig: CompanyWebConfigView;
  onChanged: () => void;
}

/** The company's web configuration: minVersion (platform.md §9) and its access profiles back to the defaults. */
export function WebConfigPanel({ company, webConfig, onChanged }: Props) {
  const form = useFormState({ minVersion: String(webConfig.minVersion) });
  const [isSaving, setIsSaving] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const typed = Number(form.values.minVersion);
  const clearsServiceWorkers = Number.isInteger(typed) && typed >= BUILD_NUMBER;

  async function saveMinVersion(event: FormEvent) {
    event.preventDefault();
    const text = form.values.minVersion.trim();
    const body = form.validate(companyWebConfigBodySchema, { minVersion: text === '' ? undefined : Number(text) });
    if (!body) return;
    setIsSaving(true);
    try {
      await call(companiesDataRoutes.updateWebConfig, { params: { id: company.id }, body });
      toast.success(t.minVersionSaved);
      onChanged();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  async function resetProfiles() {
    try {
      await call(companiesDataRoutes.resetPermissions, { params: { id: company.id } });
      toast.success(t.resetDone);
      onChanged();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      <Paper withBorder p="lg">
        <form ref={form.formRef} onSubmit={(event) => void saveMinVersion(event)} noValidate aria-label={t.webTitle}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t.webTitle}
            </Title>
            <TextInput
              {...form.field('minVersion')}
              label={t.minVersion}
              description={fmt(t.minVersionHint, { build: String(BUILD_NUMBER) })}
              inputMode="numeric"
              maw={320}
            />
            {clearsServiceWorkers && <Alert color="yellow">{t.clearsServiceWorkers}</Alert>}
            <Group justify="flex-end">
              <Button type="submit" loading={isSaving}>
                {t.saveMinVersion}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t.profilesTitle}
          </Title>
          <Text>{webConfig.hasDefaultPermissions ? t.profilesDefault : t.profilesCustom}</Text>
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={() => setIsAsking(true)}>
              {t.resetProfiles}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmModal
        title={isAsking ? t.resetProfiles : null}
        message={fmt(t.resetConfirm, { name: company.name })}
        confirmLabel={t.resetProfiles}
        onConfirm={resetProfiles}
        onClose={() => setIsAsking(false)}
      />
    </Stack>
  );
}
