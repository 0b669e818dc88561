import { adminHelpRoutes, fmt, type HelpArticle } from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { articleBodyOf, articleDraftOf } from './help-article-draft';

interface Props {
  article: HelpArticle;
  onEdit: (article: HelpArticle) => void;
  onRemove: (article: HelpArticle) => void;
  onChanged: () => Promise<unknown>;
}

/** A row's actions on /admin/Help: publish or unpublish at once, edit, remove (decision 056). */
export function HelpArticleActions({ article, onEdit, onRemove, onChanged }: Props) {
  const [isBusy, setIsBusy] = useState(false);
  const toggleLabel = article.published ? t.unpublish : t.publish;

  async function togglePublished() {
    setIsBusy(true);
    try {
      const body = articleBodyOf({ ...articleDraftOf(article), published: !article.published });
      await call(adminHelpRoutes.updateArticle, { params: { id: article.id }, body });
      toast.success(t.articleSaved);
      await onChanged();
    } catch (error) {
      toastError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        color={article.published ? 'gray' : 'green'}
        loading={isBusy}
        onClick={() => void togglePublished()}
        aria-label={fmt(article.published ? t.unpublishLabel : t.publishLabel, { title: article.title })}
      >
        {toggleLabel}
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={() => onEdit(article)}
        aria-label={fmt(t.editArticleLabel, { title: article.title })}
      >
        {t.edit}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => onRemove(article)}
        aria-label={fmt(t.removeArticleLabel, { title: article.title })}
      >
        {t.remove}
      </Button>
    </Group>
  );
}
