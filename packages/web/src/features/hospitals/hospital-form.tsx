import { hospitalBodySchema, hospitalRoutes, messages, type Hospital } from '@honora/contract';
import { cnpjRule, formatCnpj, requiredRule, type Rule } from '@honora/domain';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { maskCnpj } from '../../shared/forms/masks';
import { useFormState } from '../../shared/forms/use-form-state';
import {
  AddressFieldset,
  addressFormValues,
  addressFromForm,
  type AddressFormValues,
} from '../../shared/registry/address-fieldset';
import {
  FormFieldset,
  RegistryFormFrame,
  SaveButton,
  useRegistryAccess,
  useRegistrySave,
} from '../../shared/registry/registry-form-frame';

const t = messages.screens.hospitals;
const r = messages.screens.registry.record;

type Values = { name: string; cnpj: string; cnes: string; active: string } & AddressFormValues;

/** CNES: 7 digits ('CNES inválido'), as the server checks it. */
const cnesRule: Rule = (value) =>
  typeof value !== 'string' || value.trim() === '' || /^\d{7}$/.test(value.trim()) ? true : messages.validation.cns;

const rules = { name: [requiredRule], cnpj: [cnpjRule], cnes: [cnesRule] };

function valuesOf(hospital: Hospital | null): Values {
  return {
    name: hospital?.name ?? '',
    cnpj: hospital?.cnpj ? formatCnpj(hospital.cnpj) : '',
    cnes: hospital?.cnes ?? '',
    active: String(hospital?.active ?? true),
    ...addressFormValues(hospital?.address),
  };
}

interface Props {
  hospital: Hospital | null;
  onSaved: (id: string) => void;
}

/**
 * A hospital's data: name, CNPJ (field rules on change: 'O campo é muito curto' under 18
 * characters, then 'CNPJ inválido'; masked as typed or pasted), CNES, address with the IBGE city, active.
 * Read only without the write action, for another company's record, or while deleted.
 */
export function HospitalForm({ hospital, onSaved }: Props) {
  const form = useFormState<Values>(valuesOf(hospital), rules);
  const { isReadOnly } = useRegistryAccess(hospital, 'hospitals');
  const { isSaving, save, refresh } = useRegistrySave('hospitals', onSaved);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(hospitalBodySchema, {
      name: form.values.name,
      cnpj: form.values.cnpj,
      cnes: form.values.cnes,
      address: addressFromForm(form.values),
      active: form.values.active === 'true',
    });
    if (!body) return;
    void save(
      () =>
        hospital
          ? call(hospitalRoutes.update, { params: { id: hospital.id }, body })
          : call(hospitalRoutes.create, { body }),
      form.showApiError,
    );
  }

  return (
    <RegistryFormFrame
      record={hospital}
      module="hospitals"
      title={hospital?.name ?? t.newTitle}
      readOnlyHint={t.readOnly}
      removal={{ removeRoute: hospitalRoutes.remove, restoreRoute: hospitalRoutes.restore, onChanged: refresh }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={hospital?.name ?? t.newTitle}>
        <Stack>
          <FormFieldset disabled={isReadOnly}>
            <Stack>
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                <TextInput {...form.field('name')} label={t.name} required />
                <TextInput
                  {...form.field('cnpj')}
                  label={t.cnpj}
                  placeholder={t.cnpjPlaceholder}
                  maxLength={18}
                  onChange={(event) => form.setValue('cnpj', maskCnpj(event.currentTarget.value))}
                />
                <TextInput
                  {...form.field('cnes')}
                  label={t.cnes}
                  description={t.cnesHint}
                  inputMode="numeric"
                  maxLength={7}
                />
              </SimpleGrid>
              <AddressFieldset field={form.field} values={form.values} setValue={form.setValue} disabled={isReadOnly} />
              <Switch
                label={r.active}
                checked={form.values.active === 'true'}
                onChange={(event) => form.setValue('active', String(event.currentTarget.checked))}
              />
            </Stack>
          </FormFieldset>
          <SaveButton isReadOnly={isReadOnly} isSaving={isSaving} />
        </Stack>
      </form>
    </RegistryFormFrame>
  );
}
