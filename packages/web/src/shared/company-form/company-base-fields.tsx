import { messages } from '@honora/contract';
import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { maskCnpj } from '../forms/masks';

const t = messages.screens.companySettings;

/** The text and choice fields every company form has (the fields of PUT /api/company). */
export type CompanyTextField =
  'name' | 'legalName' | 'cnpj' | 'cnes' | 'billingType' | 'registrationType' | 'agendaDisplay';

/** What the fields need of a form (useFormState of a form that has at least these fields). */
export interface CompanyFieldsForm {
  values: Record<CompanyTextField, string>;
  errors: Readonly<Record<string, string>>;
  field: (name: CompanyTextField) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  setValue: (name: CompanyTextField, value: string) => void;
}

export const companyFieldValues = (data: {
  name: string;
  legalName: string | null;
  cnpj: string | null;
  cnes: string | null;
  billingType: string;
  registrationType: string;
  agendaDisplay: string;
}): Record<CompanyTextField, string> => ({
  name: data.name,
  legalName: data.legalName ?? '',
  cnpj: data.cnpj ?? '',
  cnes: data.cnes ?? '',
  billingType: data.billingType,
  registrationType: data.registrationType,
  agendaDisplay: data.agendaDisplay,
});

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

interface Props {
  form: CompanyFieldsForm;
  isPayer: boolean;
  onPayerChange: (isPayer: boolean) => void;
  isReadOnly: boolean;
}

/** Name, legal name, CNPJ (masked as typed or pasted), CNES, billing type, registration, agenda and payer. */
export function CompanyBaseFields({ form, isPayer, onPayerChange, isReadOnly }: Props) {
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
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <TextInput {...form.field('name')} label={t.name} required readOnly={isReadOnly} />
      <TextInput {...form.field('legalName')} label={t.legalName} readOnly={isReadOnly} />
      <TextInput
        {...form.field('cnpj')}
        label={t.cnpj}
        placeholder={t.cnpjPlaceholder}
        maxLength={18}
        readOnly={isReadOnly}
        onChange={(event) => form.setValue('cnpj', maskCnpj(event.currentTarget.value))}
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
        onChange={(event) => onPayerChange(event.currentTarget.checked)}
        mt="xl"
      />
    </SimpleGrid>
  );
}
