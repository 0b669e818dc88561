import { brazilianStates, fmt, messages } from '@honora/contract';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

const t = messages.screens.people;

/** The 27 states as select options ("SP — São Paulo"), read from the catalog when asked. */
export function stateOptions(): { value: string; label: string }[] {
  return brazilianStates.map((code) => ({ value: code, label: fmt(t.stateOption, { code, name: t.states[code] }) }));
}

/** The CRM's state: the 27 states, searchable, clearable (one select for every people form). */
export function CrmStateSelect({
  value,
  error,
  onChange,
  label = t.crmState,
}: {
  label?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      name="crmState"
      label={label}
      placeholder={t.crmStatePlaceholder}
      data={stateOptions()}
      value={value || null}
      error={error}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
    />
  );
}

type FieldName = 'name' | 'phone' | 'crm' | 'crmState' | 'sigla';

/** What the fields need from the form state (shared/forms/use-form-state). */
export interface PersonFieldsForm {
  values: Record<FieldName, string>;
  errors: Record<string, string>;
  setValue: (name: FieldName, value: string) => void;
  field: (name: FieldName) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/** Name, phone, CRM with its state (the 27 UFs) and sigla: /admin/users and /client/profileEdit. */
export function PersonFields({ form }: { form: PersonFieldsForm }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <TextInput {...form.field('name')} label={t.name} required autoComplete="name" />
      <TextInput
        {...form.field('phone')}
        label={t.phone}
        placeholder={t.phonePlaceholder}
        type="tel"
        autoComplete="tel"
      />
      <TextInput {...form.field('crm')} label={t.crm} description={t.crmHint} inputMode="numeric" maxLength={10} />
      <CrmStateSelect
        value={form.values.crmState}
        error={form.errors.crmState}
        onChange={(value) => form.setValue('crmState', value)}
      />
      <TextInput {...form.field('sigla')} label={t.sigla} description={t.siglaHint} maxLength={3} />
    </SimpleGrid>
  );
}
