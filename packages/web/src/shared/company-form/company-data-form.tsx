import { messages, updateCompanyBodySchema, type CompanyData, fmt } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toApiError } from '../api/api-error';
import { useFormState } from '../forms/use-form-state';
import { toast } from '../notify/toast';
import { CompanyBaseFields, companyFieldValues } from './company-base-fields';
import { CompanyFlagsFieldset, type CompanyFlags } from './company-flags-fieldset';

const t = messages.screens.companySettings;

export type CompanyDataBody = ReturnType<typeof updateCompanyBodySchema.parse>;

interface Props {
  data: CompanyData;
  /** companies.write (or a super admin): without it the form is read-only and has no save button. */
  canWrite: boolean;
  /** Sends the checked body (PUT /api/company, or the admin's route for the company). */
  save: (body: CompanyDataBody) => Promise<CompanyData>;
  onSaved: (data: CompanyData) => void;
}

/** A company's data, checked by the contract's schema of PUT /api/company before it is sent. */
export function CompanyDataForm({ data, canWrite, save, onSaved }: Props) {
  const form = useFormState(companyFieldValues(data));
  const [isPayer, setIsPayer] = useState(data.isPayer);
  const [flags, setFlags] = useState<CompanyFlags>(data.flags);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isReadOnly = !canWrite;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return;
    const body = form.validate(updateCompanyBodySchema, { id: data.id, ...form.values, isPayer, flags });
    if (!body) return;
    setIsSubmitting(true);
    try {
      const saved = await save(body);
      toast.success(t.saved);
      onSaved(saved);
    } catch (error) {
      // The id is not an input: 'id inválido' / 'id não encontrado' are told as a toast.
      const idError = toApiError(error).fields.find((f) => f.path === 'id');
      if (idError) toast.error(idError.message);
      else form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.dataTab}>
        <Stack>
          {isReadOnly && <Alert color="blue">{t.readOnly}</Alert>}
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              {t.kind}: {data.kind === 'ONG' ? t.kindOng : t.kindCompany}
            </Text>
            {data.isMatriz && (
              <Text size="sm" c="dimmed">
                {fmt(t.filiais, { count: formatNumber(data.filiaisIds.length) })}
              </Text>
            )}
          </Group>
          <CompanyBaseFields form={form} isPayer={isPayer} onPayerChange={setIsPayer} isReadOnly={isReadOnly} />
          <CompanyFlagsFieldset flags={flags} isReadOnly={isReadOnly} onChange={setFlags} />
          {canWrite && (
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t.save}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
