import { fmt } from '@honora/contract';
import { accessCatalogScreenMessages as t } from '@honora/contract/screen-texts/access-catalog';
import { moduleLabel } from '../../shared/auth/permission-labels';
import { CatalogPage } from '../../shared/permissions/catalog-page';
import { moduleRows } from './module-rows';
import { ModulesTable } from './modules-table';

/** /admin/accessModules: the modules, their pt-BR names, and what each profile does there in the template. */
export function AccessModulesPage() {
  return (
    <CatalogPage
      title={t.modulesTitle}
      hint={t.modulesHint}
      searchLabel={t.searchModules}
      searchPlaceholder={t.searchModulesPlaceholder}
      total={(count) => fmt(t.modulesTotal, { count })}
      rowsOf={(template, search) => moduleRows(template.catalog, template.permissions, moduleLabel, search)}
      table={(rows) => <ModulesTable rows={rows} />}
    />
  );
}
