import {
  adminHelpRoutes,
  fmt,
  HELP_CATEGORY_NAME_MAX,
  HELP_POSITION_MAX,
  helpCategoryBodySchema,
  type HelpCategory,
} from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { call } from '../../shared/api/api-client';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { NamePositionForm } from '../../shared/forms/name-position-form';
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
      form={(slot) => (
        <NamePositionForm
          {...slot}
          texts={{
            name: t.name,
            position: t.position,
            positionHint: t.positionHint,
            cancel: t.cancel,
            save: t.save,
            saved: t.categorySaved,
          }}
          nameMax={HELP_CATEGORY_NAME_MAX}
          positionMax={HELP_POSITION_MAX}
          schema={helpCategoryBodySchema}
          create={(body) => call(adminHelpRoutes.createCategory, { body })}
          update={(id, body) => call(adminHelpRoutes.updateCategory, { params: { id }, body })}
        />
      )}
      onRemove={(c) => call(adminHelpRoutes.removeCategory, { params: { id: c.id } })}
    />
  );
}
