import { adminHelpRoutes, fmt, HELP_KINDS, type HelpArticle, type HelpKind } from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Badge, Select } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { HelpArticleActions } from './help-article-actions';
import { HelpArticleForm } from './help-article-form';
import { useHelpArticles, useHelpCategories, useRefreshHelp } from './use-help';

/**
 * /admin/Help (platform.md §2; decision 056): the FAQ entries and the screens' help articles,
 * drafts included, with publish and unpublish at a click; new and changed in a form.
 */
export function AdminHelpPage() {
  const categories = useHelpCategories();
  const refresh = useRefreshHelp();
  const [kind, setKind] = useState<HelpKind | null>(null);

  return (
    <RecordsAdminPage<HelpArticle>
      texts={{
        title: t.articlesTitle,
        hint: t.articlesHint,
        empty: t.noArticles,
        newRecord: t.newArticle,
        editRecord: t.editArticle,
        actions: t.actions,
        edit: t.edit,
        remove: t.remove,
        removed: t.articleRemoved,
        editLabel: (a) => fmt(t.editArticleLabel, { title: a.title }),
        removeLabel: (a) => fmt(t.removeArticleLabel, { title: a.title }),
        removeConfirm: (a) => fmt(t.removeArticleConfirm, { title: a.title }),
      }}
      query={useHelpArticles()}
      refresh={refresh}
      columns={[
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
      ]}
      rowActions={(a, open) => (
        <HelpArticleActions article={a} onEdit={open.edit} onRemove={open.remove} onChanged={refresh} />
      )}
      toolbar={
        <Select
          label={t.filterKind}
          placeholder={t.allKinds}
          data={HELP_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
          value={kind}
          onChange={(value) => setKind(value as HelpKind | null)}
          clearable
          maw={280}
        />
      }
      keepRow={kind ? (a) => a.kind === kind : undefined}
      canCreate={Boolean(categories.data?.items.length)}
      minWidth={960}
      modalSize="xl"
      form={(slot) => <HelpArticleForm {...slot} categories={categories.data?.items ?? []} />}
      onRemove={(a) => call(adminHelpRoutes.removeArticle, { params: { id: a.id } })}
    />
  );
}
