import { fmt } from '@honora/contract';
import { accessCatalogScreenMessages as t } from '@honora/contract/screen-texts/access-catalog';
import { actionLabel } from '../../shared/auth/permission-labels';
import { CatalogPage } from '../../shared/permissions/catalog-page';
import { actionRows } from './action-rows';
import { ActionsTable } from './actions-table';

/** /admin/accessActions: the permission actions, their pt-BR names, and the modules and profiles using them. */
export function AccessActionsPage() {
  return (
    <CatalogPage
      title={t.actionsTitle}
      hint={t.actionsHint}
      searchLabel={t.searchActions}
      searchPlaceholder={t.searchActionsPlaceholder}
      total={(count) => fmt(t.actionsTotal, { count })}
      rowsOf={(template, search) => actionRows(template.catalog, template.permissions, actionLabel, search)}
      table={(rows) => <ActionsTable rows={rows} />}
    />
  );
}
