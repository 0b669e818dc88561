import {
  adminFormRoutes,
  fmt,
  FORM_CATEGORY_NAME_MAX,
  formCategoryBodySchema,
  type FormCategory,
} from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { call } from '../../shared/api/api-client';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { NamePositionForm } from '../../shared/forms/name-position-form';
import { useFormCategories, useRefreshForms } from './use-forms';

/**
 * /admin/FormsCategories (platform.md §2; decision 057): the platform's categories of forms, in
 * their order, with the forms using each counted. One in use is not removed (the server says how many).
 */
export function AdminFormCategoriesPage() {
  return (
    <RecordsAdminPage<FormCategory>
      texts={{
        title: t.categoriesTitle,
        hint: t.categoriesHint,
        empty: t.noCategories,
        newRecord: t.newCategory,
        editRecord: t.editCategory,
        actions: t.actionsColumn,
        edit: t.edit,
        remove: t.remove,
        removed: t.categoryRemoved,
        editLabel: (c) => fmt(t.editCategoryLabel, { name: c.name }),
        removeLabel: (c) => fmt(t.removeCategoryLabel, { name: c.name }),
        removeConfirm: (c) => fmt(t.removeCategoryConfirm, { name: c.name }),
      }}
      query={useFormCategories(true)}
      refresh={useRefreshForms()}
      columns={[
        { header: t.name, cell: (c) => c.name },
        { header: t.position, cell: (c) => c.position, align: 'right' },
        { header: t.formCount, cell: (c) => c.formCount, align: 'right' },
      ]}
      minWidth={640}
      form={(slot) => (
        <NamePositionForm
          {...slot}
          texts={{ name: t.name, position: t.position, cancel: t.cancel, save: t.save, saved: t.categorySaved }}
          nameMax={FORM_CATEGORY_NAME_MAX}
          positionMax={9999}
          schema={formCategoryBodySchema}
          create={(body) => call(adminFormRoutes.createCategory, { body })}
          update={(id, body) => call(adminFormRoutes.updateCategory, { params: { id }, body })}
        />
      )}
      onRemove={(c) => call(adminFormRoutes.removeCategory, { params: { id: c.id } })}
    />
  );
}
