import { adminHelpRoutes, fmt, HELP_KINDS, type HelpArticle, type HelpKind } from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Badge, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { HelpArticleActions } from './help-article-actions';
import { HelpArticleForm } from './help-article-form';
import { useHelpArticles, useHelpCategories, useRefreshHelp } from './use-help';

/**
 * /admin/Help (platform.md §2; decision 056): the FAQ entries and the screens' help articles,
 * drafts included, with publish and unpublish at a click; new and changed in a form.
 */
export function AdminHelpPage() {
  const articles = useHelpArticles();
  const categories = useHelpCategories();
  const refresh = useRefreshHelp();
  const [kind, setKind] = useState<HelpKind | null>(null);
  const [editing, setEditing] = useState<{ article: HelpArticle | null } | null>(null);
  const [removing, setRemoving] = useState<HelpArticle | null>(null);
  const title = editing?.article ? t.editArticle : t.newArticle;

  async function remove(article: HelpArticle) {
    try {
      await call(adminHelpRoutes.removeArticle, { params: { id: article.id } });
      toast.success(t.articleRemoved);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  const columns: RecordColumn<HelpArticle>[] = [
    { header: t.title, cell: (a) => a.title },
    { header: t.category, cell: (a) => a.categoryName },
    { header: t.kind, cell: (a) => t.kinds[a.kind] },
    { header: t.audience, cell: (a) => a.screenPath ?? t.audiences[a.audience] },
    {
      header: t.status,
      cell: (a) => (
        <Badge color={a.published ? 'green' : 'gray'} variant="light">
          {a.published ? t.published : t.draft}
        </Badge>
      ),
    },
    {
      header: t.actions,
      cell: (a) => (
        <HelpArticleActions
          article={a}
          onEdit={(article) => setEditing({ article })}
          onRemove={setRemoving}
          onChanged={refresh}
        />
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t.articlesTitle}</Title>
          <Text c="dimmed">{t.articlesHint}</Text>
        </div>
        <Button onClick={() => setEditing({ article: null })} disabled={!categories.data?.items.length}>
          {t.newArticle}
        </Button>
      </Group>
      <Select
        label={t.filterKind}
        placeholder={t.allKinds}
        data={HELP_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
        value={kind}
        onChange={(value) => setKind(value as HelpKind | null)}
        clearable
        maw={280}
      />
      <QueryState query={articles}>
        {(data) => (
          <RecordsTable
            rows={kind ? data.items.filter((a) => a.kind === kind) : data.items}
            columns={columns}
            label={t.articlesTitle}
            empty={t.noArticles}
            minWidth={960}
          />
        )}
      </QueryState>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={title} size="xl" centered>
        {editing && (
          <HelpArticleForm
            saved={editing.article}
            categories={categories.data?.items ?? []}
            title={title}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        title={removing ? fmt(t.removeArticleLabel, { title: removing.title }) : null}
        message={removing ? fmt(t.removeArticleConfirm, { title: removing.title }) : ''}
        confirmLabel={t.remove}
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
