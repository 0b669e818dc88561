import {
  adminPostRoutes,
  POST_CATEGORY_NAME_MAX,
  POST_SLUG_MAX,
  postCategoryBodySchema,
  type PostCategory,
} from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast } from '../../shared/notify/toast';
import { slugOf } from './slug';
import { placeApiErrors } from '../../shared/forms/place-api-errors';

interface Props {
  saved: PostCategory | null;
  title: string;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}

/** A post category's form (POST or PUT /api/admin/post-categories): name and slug. */
export function PostCategoryForm({ saved, title, onSaved, onCancel }: Props) {
  const [name, setName] = useState(saved?.name ?? '');
  const [slug, setSlug] = useState(saved?.slug ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name, slug };
    const parsed = postCategoryBodySchema.safeParse(body);
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      if (saved) await call(adminPostRoutes.updateCategory, { params: { id: saved.id }, body });
      else await call(adminPostRoutes.createCategory, { body });
      toast.success(t.categorySaved);
      await onSaved();
    } catch (error) {
      show(placeApiErrors(error, ['name', 'slug']));
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
          maxLength={POST_CATEGORY_NAME_MAX}
          value={name}
          error={errors.name}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (!saved && slug === slugOf(name)) setSlug(slugOf(next));
            setName(next);
          }}
        />
        <TextInput
          label={t.slug}
          description={t.slugHint}
          required
          maxLength={POST_SLUG_MAX}
          value={slug}
          error={errors.slug}
          onChange={(event) => setSlug(event.currentTarget.value)}
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
