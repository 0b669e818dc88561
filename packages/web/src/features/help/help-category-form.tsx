import {
  adminHelpRoutes,
  HELP_CATEGORY_NAME_MAX,
  HELP_POSITION_MAX,
  helpCategoryBodySchema,
  type HelpCategory,
} from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast } from '../../shared/notify/toast';
import { placeApiErrors } from './help-form-errors';

interface Props {
  saved: HelpCategory | null;
  title: string;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}

/** A help category's form (POST or PUT /api/admin/help-categories): name and order. */
export function HelpCategoryForm({ saved, title, onSaved, onCancel }: Props) {
  const [name, setName] = useState(saved?.name ?? '');
  const [position, setPosition] = useState<number | string>(saved?.position ?? 0);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name, position: position === '' ? 0 : Number(position) };
    const parsed = helpCategoryBodySchema.safeParse(body);
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      if (saved) await call(adminHelpRoutes.updateCategory, { params: { id: saved.id }, body });
      else await call(adminHelpRoutes.createCategory, { body });
      toast.success(t.categorySaved);
      await onSaved();
    } catch (error) {
      show(placeApiErrors(error, ['name', 'position']));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <TextInput
          label={t.name}
          required
          data-autofocus
          maxLength={HELP_CATEGORY_NAME_MAX}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NumberInput
          label={t.position}
          description={t.positionHint}
          min={0}
          max={HELP_POSITION_MAX}
          allowDecimal={false}
          value={position}
          error={errors.position}
          onChange={setPosition}
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
