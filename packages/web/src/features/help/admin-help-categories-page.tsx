import { adminHelpRoutes, fmt, type HelpCategory } from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { call } from '../../shared/api/api-client';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { HelpCategoryForm } from './help-category-form';
import { useHelpCategories, useRefreshHelp } from './use-help';

/**
 * /admin/HelpCategories (platform.md §2; decision 056): the subjects of the FAQ and help, in
 * their order, with their articles counted. A category with articles is not removed (the
 * server says how many).
 */
export function AdminHelpCategoriesPage() {
  return (
    <RecordsAdminPage<HelpCategory>
      texts={{
        title: t.categoriesTitle,
        hint: t.categoriesHint,
        empty: t.noCategories,
        newRecord: t.newCategory,
        editRecord: t.editCategory,
        actions: t.actions,
        edit: t.edit,
        remove: t.remove,
        removed: t.categoryRemoved,
        editLabel: (c) => fmt(t.editCategoryLabel, { name: c.name }),
        removeLabel: (c) => fmt(t.removeCategoryLabel, { name: c.name }),
        removeConfirm: (c) => fmt(t.removeCategoryConfirm, { name: c.name }),
      }}
      query={useHelpCategories()}
      refresh={useRefreshHelp()}
      columns={[
        { header: t.name, cell: (c) => c.name },
        { header: t.position, cell: (c) => c.position, align: 'right' },
        { header: t.articleCount, cell: (c) => c.articleCount, align: 'right' },
      ]}
      minWidth={640}
      form={(slot) => <HelpCategoryForm {...slot} />}
      onRemove={(c) => call(adminHelpRoutes.removeCategory, { params: { id: c.id } })}
    />
  );
}
