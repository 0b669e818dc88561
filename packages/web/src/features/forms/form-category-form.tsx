import { adminFormRoutes, FORM_CATEGORY_NAME_MAX, formCategoryBodySchema, type FormCategory } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi, errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';

interface Props {
  saved: FormCategory | null;
  title: string;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}

/** A form category's form (POST or PUT /api/admin/form-categories): name and order. */
export function FormCategoryForm({ saved, title, onSaved, onCancel }: Props) {
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
    const parsed = formCategoryBodySchema.safeParse(body);
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      if (saved) await call(adminFormRoutes.updateCategory, { params: { id: saved.id }, body });
      else await call(adminFormRoutes.createCategory, { body });
      toast.success(t.categorySaved);
      await onSaved();
    } catch (error) {
      const placed = errorsFromApi(toApiError(error), ['name', 'position']);
      if (Object.keys(placed).length === 0) toastError(error);
      show(placed);
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
          maxLength={FORM_CATEGORY_NAME_MAX}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NumberInput
          label={t.position}
          min={0}
          max={9999}
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
