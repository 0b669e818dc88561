import { axregIntegrationBodySchema, axregRoutes, type AxregIntegration } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { Button, Checkbox, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi, errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';

const t = integrationsScreenMessages.settings;
const FIELDS = ['baseUrl', 'clientId', 'secret'];

interface Props {
  integration: AxregIntegration | null;
  canWrite: boolean;
  onSaved: () => void;
}

/**
 * The registry's address and credentials (decision 053): the secret is never answered, so with
 * one saved (hasSecret) the input stays empty and an empty input keeps it.
 */
export function SettingsForm({ integration, canWrite, onSaved }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [baseUrl, setBaseUrl] = useState(integration?.baseUrl ?? '');
  const [clientId, setClientId] = useState(integration?.clientId ?? '');
  const [secret, setSecret] = useState('');
  const [active, setActive] = useState(integration?.active ?? true);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = { baseUrl, clientId, active, ...(secret ? { secret } : {}) };
    const parsed = axregIntegrationBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      await call(axregRoutes.saveIntegration, { body });
      setErrors({});
      setSecret('');
      toast.success(t.saved);
      onSaved();
    } catch (error) {
      const fieldErrors = errorsFromApi(toApiError(error), FIELDS);
      setErrors(fieldErrors);
      toastError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <form ref={formRef} onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <Title order={2}>{t.title}</Title>
          <Group grow align="flex-start">
            <TextInput
              label={t.baseUrl}
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.currentTarget.value)}
              error={errors.baseUrl}
              required
              readOnly={!canWrite}
            />
            <TextInput
              label={t.clientId}
              value={clientId}
              onChange={(e) => setClientId(e.currentTarget.value)}
              error={errors.clientId}
              required
              readOnly={!canWrite}
            />
            <PasswordInput
              label={t.secret}
              value={secret}
              onChange={(e) => setSecret(e.currentTarget.value)}
              placeholder={integration?.hasSecret ? t.keepSecret : undefined}
              description={integration?.hasSecret ? t.keepSecret : undefined}
              error={errors.secret}
              required={!integration?.hasSecret}
              readOnly={!canWrite}
              autoComplete="new-password"
            />
          </Group>
          <Group justify="space-between">
            <Checkbox
              label={t.active}
              checked={active}
              onChange={(e) => setActive(e.currentTarget.checked)}
              disabled={!canWrite}
            />
            {canWrite && (
              <Button type="submit" loading={isSaving}>
                {t.save}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
