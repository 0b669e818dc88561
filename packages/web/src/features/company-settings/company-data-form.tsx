import { companyDataRoutes, messages, updateCompanyBodySchema, type CompanyData } from '@honora/contract';
import { formatCnpj, formatNumber } from '@honora/domain';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { CompanyFlagsFieldset, type CompanyFlags } from './company-flags-fieldset';

const t = messages.screens.companySettings;

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

interface Props {
  data: CompanyData;
  /** companies.write: without it the form is read-only and has no save button. */
  canWrite: boolean;
  onSaved: (data: CompanyData) => void;
}

/** The "Dados" tab: the company's data, checked by the contract's schema before PUT /api/company. */
export function CompanyDataForm({ data, canWrite, onSaved }: Props) {
  const form = useFormState({
    name: data.name,
    legalName: data.legalName ?? '',
    cnpj: data.cnpj ?? '',
    cnes: data.cnes ?? '',
    billingType: data.billingType as string,
    registrationType: data.registrationType as string,
    agendaDisplay: data.agendaDisplay as string,
  });
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
      const saved = await call(companyDataRoutes.update, { body });
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

  const select = (name: 'billingType' | 'registrationType' | 'agendaDisplay', labels: Record<string, string>) => ({
    name,
    data: options(labels),
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string | null) => {
      if (value) form.setValue(name, value);
    },
    allowDeselect: false,
    readOnly: isReadOnly,
  });

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
                {t.filiais(formatNumber(data.filiaisIds.length))}
              </Text>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput {...form.field('name')} label={t.name} required readOnly={isReadOnly} />
            <TextInput {...form.field('legalName')} label={t.legalName} readOnly={isReadOnly} />
            <TextInput
              {...form.field('cnpj')}
              label={t.cnpj}
              placeholder={t.cnpjPlaceholder}
              maxLength={18}
              readOnly={isReadOnly}
              onBlur={(event) => form.setValue('cnpj', formatCnpj(event.currentTarget.value.trim()))}
            />
            <TextInput
              {...form.field('cnes')}
              label={t.cnes}
              description={t.cnesHint}
              inputMode="numeric"
              maxLength={7}
              readOnly={isReadOnly}
            />
            <Select label={t.billingType} {...select('billingType', t.billingTypes)} />
            <Select label={t.registrationType} {...select('registrationType', t.registrationTypes)} />
            <Select label={t.agendaDisplay} {...select('agendaDisplay', t.agendaDisplays)} />
            <Switch
              name="isPayer"
              label={t.isPayer}
              checked={isPayer}
              disabled={isReadOnly}
              onChange={(event) => setIsPayer(event.currentTarget.checked)}
              mt="xl"
            />
          </SimpleGrid>
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
