import { messages, surgeonBodySchema, surgeonRoutes, type Surgeon } from '@honora/contract';
import { digitsOnlyRule, requiredRule } from '@honora/domain';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { CboSelect } from '../../shared/people/cbo-select';
import { CrmStateSelect } from '../../shared/people/person-fields';
import { SpecialtySelect } from '../../shared/registry/specialty-select';
import {
  FormFieldset,
  RegistryFormFrame,
  SaveButton,
  useRegistryAccess,
  useRegistrySave,
} from '../../shared/registry/registry-form-frame';

const t = messages.screens.surgeons;
const r = messages.screens.registry.record;

type Values = { name: string; crm: string; crmState: string; specialtyId: string; cbo: string; active: string };

const rules = { name: [requiredRule], crm: [digitsOnlyRule] };

function valuesOf(surgeon: Surgeon | null): Values {
  return {
    name: surgeon?.name ?? '',
    crm: surgeon?.crm ?? '',
    crmState: surgeon?.crmState ?? '',
    specialtyId: surgeon?.specialtyId ?? '',
    cbo: surgeon?.cbo ?? '',
    active: String(surgeon?.active ?? true),
  };
}

interface Props {
  surgeon: Surgeon | null;
  onSaved: (id: string) => void;
}

/**
 * A surgeon's data: name, CRM with its UF (one needs the other), specialty (the registry's,
 * decision 063) and CBO (picked
 * from the CBO table), active. Read only without the write action, for another company's
 * record, or while deleted.
 */
export function SurgeonForm({ surgeon, onSaved }: Props) {
  const form = useFormState<Values>(valuesOf(surgeon), rules);
  const { isReadOnly } = useRegistryAccess(surgeon, 'surgeons');
  const { isSaving, save, refresh } = useRegistrySave('surgeons', onSaved);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(surgeonBodySchema, { ...form.values, active: form.values.active === 'true' });
    if (!body) return;
    void save(
      () =>
        surgeon
          ? call(surgeonRoutes.update, { params: { id: surgeon.id }, body })
          : call(surgeonRoutes.create, { body }),
      form.showApiError,
    );
  }

  return (
    <RegistryFormFrame
      record={surgeon}
      module="surgeons"
      title={surgeon?.name ?? t.newTitle}
      readOnlyHint={t.readOnly}
      removal={{ removeRoute: surgeonRoutes.remove, restoreRoute: surgeonRoutes.restore, onChanged: refresh }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={surgeon?.name ?? t.newTitle}>
        <Stack>
          <FormFieldset disabled={isReadOnly}>
            <Stack>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput {...form.field('name')} label={t.name} required />
                <SpecialtySelect
                  label={t.specialty}
                  value={form.values.specialtyId}
                  onChange={(id) => form.setValue('specialtyId', id)}
                  error={form.errors.specialtyId}
                  disabled={isReadOnly}
                />
                <TextInput
                  {...form.field('crm')}
                  label={t.crm}
                  description={t.crmHint}
                  inputMode="numeric"
                  maxLength={10}
                />
                <CrmStateSelect
                  label={t.crmState}
                  value={form.values.crmState}
                  error={form.errors.crmState}
                  onChange={(value) => form.setValue('crmState', value)}
                />
                <CboSelect
                  value={form.values.cbo}
                  onChange={(code) => form.setValue('cbo', code)}
                  error={form.errors.cbo}
                  disabled={isReadOnly}
                />
              </SimpleGrid>
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
