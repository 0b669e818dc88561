import {
  adminPostRoutes,
  POST_CATEGORY_NAME_MAX,
  POST_SLUG_MAX,
  postCategoryBodySchema,
  type PostCategory,
} from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { slugOf } from './slug';
import { useRecordSave } from '../../shared/forms/use-record-save';

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
  const { errors, isSaving, formRef, submit } = useRecordSave({
    schema: postCategoryBodySchema,
    fields: ['name', 'slug'],
    save: (body: { name: string; slug: string }) =>
      saved
        ? call(adminPostRoutes.updateCategory, { params: { id: saved.id }, body })
        : call(adminPostRoutes.createCategory, { body }),
    savedMessage: t.categorySaved,
    onSaved,
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event, { name, slug })} noValidate aria-label={title}>
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
