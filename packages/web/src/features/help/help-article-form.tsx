import { adminHelpRoutes, helpArticleBodySchema, type HelpArticle, type HelpCategory } from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Button, Group, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast } from '../../shared/notify/toast';
import {
  ARTICLE_FIELDS,
  articleBodyOf,
  articleDraftOf,
  newArticleDraft,
  type HelpArticleDraft,
} from './help-article-draft';
import { HelpArticleFields } from './help-article-fields';
import { placeApiErrors } from '../../shared/forms/place-api-errors';

interface Props {
  saved: HelpArticle | null;
  categories: readonly HelpCategory[];
  title: string;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}

/** A help article's form (POST or PUT /api/admin/help-articles; decision 056). */
export function HelpArticleForm({ saved, categories, title, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<HelpArticleDraft>(() =>
    saved ? articleDraftOf(saved) : newArticleDraft(categories[0]?.id ?? ''),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };
  const patch = (change: Partial<HelpArticleDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !(path in change))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = articleBodyOf(draft);
    const parsed = helpArticleBodySchema.safeParse(body);
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      if (saved) await call(adminHelpRoutes.updateArticle, { params: { id: saved.id }, body });
      else await call(adminHelpRoutes.createArticle, { body });
      toast.success(t.articleSaved);
      await onSaved();
    } catch (error) {
      show(placeApiErrors(error, ARTICLE_FIELDS));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <HelpArticleFields draft={draft} patch={patch} errors={errors} categories={categories} />
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
