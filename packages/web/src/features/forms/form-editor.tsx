import { formBodySchema, formRoutes, type Form } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { Button, Group, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { bodyOf, draftOf, emptyDraft, type FormDraft } from './form-draft';
import { SectionsEditor } from './sections-editor';
import { useFormCategories } from './use-forms';

interface Props {
  saved: Form | null;
  onDone: () => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The builder of one form (platform.md §3 Form; decision 057): title, description, category,
 * public address and hour limit, then the sections and their questions. A published form's new
 * address is saved only after the person confirms it (the link already sent stops working).
 */
export function FormEditor({ saved, onDone, onCancel }: Props) {
  const [draft, setDraft] = useState<FormDraft>(() => (saved ? draftOf(saved) : emptyDraft()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [confirmSlug, setConfirmSlug] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useFormCategories().data?.items ?? [];
  const set = (patch: Partial<FormDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const show = (next: FormErrors) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  async function save(confirmSlugChange: boolean) {
    const body = bodyOf(draft, confirmSlugChange);
    const parsed = formBodySchema.safeParse(body);
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      if (saved) await call(formRoutes.update, { params: { id: saved.id }, body });
      else await call(formRoutes.create, { body });
      toast.success(t.saved);
      await onDone();
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'warningAnswered') return setConfirmSlug(apiError.message);
      const placed = Object.fromEntries(apiError.fields.map((f) => [f.path, f.message]));
      if (Object.keys(placed).length === 0) toastError(apiError);
      show(placed);
    } finally {
      setIsSaving(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  const title = saved ? t.editForm : t.newForm;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
      <Stack>
        <Title order={2}>{title}</Title>
        <Paper withBorder p="md">
          <Stack>
            <TextInput
              label={t.title}
              required
              value={draft.title}
              error={errors.title}
              onChange={(e) => set({ title: e.currentTarget.value })}
            />
            <Textarea
              label={t.description}
              autosize
              minRows={2}
              value={draft.description}
              error={errors.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
            <Group grow align="flex-start">
              <NativeSelect
                label={t.category}
                data={[{ value: '', label: t.noCategory }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
                value={draft.categoryId ?? ''}
                error={errors.categoryId}
                onChange={(e) => set({ categoryId: e.currentTarget.value || null })}
              />
              <TextInput
                label={t.slug}
                description={t.slugHint}
                required
                value={draft.slug}
                error={errors.slug}
                onChange={(e) => set({ slug: e.currentTarget.value })}
              />
              <TextInput
                label={t.responseHourLimit}
                description={t.responseHourLimitHint}
                inputMode="numeric"
                value={draft.responseHourLimit}
                error={errors.responseHourLimit}
                onChange={(e) => set({ responseHourLimit: e.currentTarget.value })}
              />
            </Group>
          </Stack>
        </Paper>
        <SectionsEditor draft={draft} errors={errors} onChange={setDraft} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        title={confirmSlug === null ? null : t.confirmSlugTitle}
        message={confirmSlug ?? ''}
        confirmLabel={t.confirmSlugChange}
        color="orange"
        onConfirm={() => save(true)}
        onClose={() => setConfirmSlug(null)}
      />
    </form>
  );
}
