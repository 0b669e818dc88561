import {
  CONTA_AZUL_DEFAULT_DUE_DAYS,
  contaAzulRoutes,
  contaAzulSettingsBodySchema,
  type ContaAzulConnection,
  type ContaAzulOption,
} from '@honora/contract';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { Button, Group, NumberInput, Paper, Select, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi, errorsFromIssues, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { LoadOptionsButton } from './load-options-button';
import { useContaAzulOptions } from '../../shared/contaazul/use-contaazul';

const t = contaAzulScreenMessages.settings;
const FIELDS = ['financialAccountId', 'categoryId', 'dueDays'];

/** The loaded choices, with the saved one kept (by its saved name) before loading or when gone. */
function choices(loaded: readonly ContaAzulOption[] | undefined, saved: { id: string; name: string } | null) {
  const data = (loaded ?? []).map((o) => ({ value: o.id, label: o.name }));
  if (saved && !data.some((o) => o.value === saved.id)) data.unshift({ value: saved.id, label: saved.name });
  return data;
}

interface Props {
  connection: ContaAzulConnection;
  canWrite: boolean;
  onSaved: () => void;
}

/** "Onde lançar" (decision 054): the financial account, the revenue category and the due days. */
export function SettingsSection({ connection, canWrite, onSaved }: Props) {
  const options = useContaAzulOptions().data;
  const [accountId, setAccountId] = useState<string | null>(connection.financialAccount?.id ?? null);
  const [categoryId, setCategoryId] = useState<string | null>(connection.category?.id ?? null);
  const [dueDays, setDueDays] = useState<number | string>(connection.dueDays ?? CONTA_AZUL_DEFAULT_DUE_DAYS);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      financialAccountId: accountId ?? '',
      categoryId: categoryId ?? '',
      dueDays: typeof dueDays === 'number' ? dueDays : Number.NaN,
    };
    const parsed = contaAzulSettingsBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    setIsSaving(true);
    try {
      await call(contaAzulRoutes.saveSettings, { body: parsed.data });
      setErrors({});
      toast.success(t.saved);
      onSaved();
    } catch (error) {
      setErrors(errorsFromApi(toApiError(error), FIELDS));
      toastError(error);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <Group justify="space-between">
            <Title order={2}>{t.title}</Title>
            {canWrite && <LoadOptionsButton />}
          </Group>
          <Group grow align="flex-start">
            <Select
              label={t.financialAccount}
              placeholder={t.choose}
              data={choices(options?.financialAccounts, connection.financialAccount)}
              value={accountId}
              onChange={setAccountId}
              error={errors.financialAccountId}
              searchable
              required
              readOnly={!canWrite}
            />
            <Select
              label={t.category}
              placeholder={t.choose}
              data={choices(options?.categories, connection.category)}
              value={categoryId}
              onChange={setCategoryId}
              error={errors.categoryId}
              searchable
              required
              readOnly={!canWrite}
            />
            <NumberInput
              label={t.dueDays}
              value={dueDays}
              onChange={setDueDays}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              error={errors.dueDays}
              required
              readOnly={!canWrite}
            />
          </Group>
          {canWrite && (
            <Group justify="flex-end">
              <Button type="submit" loading={isSaving}>
                {t.save}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
