import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { useRecordSave } from './use-record-save';

export interface NamePosition {
  name: string;
  position: number;
}

interface Props {
  /** The record being changed, or null for a new one. */
  saved: (NamePosition & { id: string }) | null;
  title: string;
  texts: { name: string; position: string; positionHint?: string; cancel: string; save: string; saved: string };
  nameMax: number;
  positionMax: number;
  schema: z.ZodType<unknown, Partial<NamePosition>>;
  create: (body: NamePosition) => Promise<unknown>;
  update: (id: string, body: NamePosition) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The form of a record that is a name and an order (the administrators' form and help
 * categories): checked by the record's own schema before it is sent, the server's field errors
 * shown under their inputs.
 */
export function NamePositionForm({ saved, title, texts: t, nameMax, positionMax, schema, ...actions }: Props) {
  const [name, setName] = useState(saved?.name ?? '');
  const [position, setPosition] = useState<number | string>(saved?.position ?? 0);
  const { errors, isSaving, formRef, submit } = useRecordSave({
    schema,
    fields: ['name', 'position'],
    save: (body: NamePosition) => (saved ? actions.update(saved.id, body) : actions.create(body)),
    savedMessage: t.saved,
    onSaved: actions.onSaved,
  });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event, { name, position: position === '' ? 0 : Number(position) })}
      noValidate
      aria-label={title}
    >
      <Stack>
        <TextInput
          label={t.name}
          required
          data-autofocus
          maxLength={nameMax}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NumberInput
          label={t.position}
          description={t.positionHint}
          min={0}
          max={positionMax}
          allowDecimal={false}
          value={position}
          error={errors.position}
          onChange={setPosition}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={actions.onCancel} disabled={isSaving}>
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
