import { SPECIALTY_NAME_MAX, specialtyBodySchema, specialtyRoutes, type AdminSpecialty } from '@honora/contract';
import { specialtiesRegionsScreenMessages as t } from '@honora/contract/screen-texts/specialties-regions';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useRecordSave } from '../../shared/forms/use-record-save';
import type { RecordFormSlot } from '../../shared/ui/records-admin-page';

type Body = { name: string; cbo: string };

/** A specialty's name and optional CBO code (decision 063), checked by the contract's schema first. */
export function SpecialtyForm({ saved, title, onCancel, onSaved }: RecordFormSlot<AdminSpecialty>) {
  const [name, setName] = useState(saved?.name ?? '');
  const [cbo, setCbo] = useState(saved?.cbo ?? '');
  const { errors, isSaving, formRef, submit } = useRecordSave({
    schema: specialtyBodySchema,
    fields: ['name', 'cbo'],
    save: (body: Body) =>
      saved ? call(specialtyRoutes.update, { params: { id: saved.id }, body }) : call(specialtyRoutes.create, { body }),
    savedMessage: t.specialtySaved,
    onSaved,
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event, { name, cbo })} noValidate aria-label={title}>
      <Stack>
        <TextInput
          label={t.name}
          required
          data-autofocus
          maxLength={SPECIALTY_NAME_MAX}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label={t.cbo}
          description={t.cboHint}
          inputMode="numeric"
          maxLength={6}
          value={cbo}
          error={errors.cbo}
          onChange={(event) => setCbo(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
