import {
  customFieldRoutes,
  financialItemGroupRoutes,
  mandatoryFieldRoutes,
  messages,
  spreadsheetConfigRoutes,
} from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import {
  createCustomField,
  exportCustomFields,
  getCustomField,
  listCustomFields,
  removeCustomField,
  restoreCustomField,
  updateCustomField,
} from './custom-fields.service';
import {
  createFinancialItemGroup,
  exportFinancialItemGroups,
  getFinancialItemGroup,
  listFinancialItemGroups,
  removeFinancialItemGroup,
  restoreFinancialItemGroup,
  updateFinancialItemGroup,
} from './financial-item-groups.service';
import { listMandatoryFields, setMandatoryFields } from './mandatory-fields.service';
import { SETTINGS_MODULE } from './settings-records';
import {
  createSpreadsheetConfig,
  exportSpreadsheetConfigs,
  getSpreadsheetConfig,
  listSpreadsheetConfigs,
  removeSpreadsheetConfig,
  restoreSpreadsheetConfig,
  updateSpreadsheetConfig,
} from './spreadsheet-configs.service';

const m = messages.screens.billingSettings;

/** Company settings of billing (billing.md §2): the company's workspaces, a selected company, module 'companies'. */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: SETTINGS_MODULE, action },
});

/** Routes of the billing settings: custom fields, mandatory fields, financial item groups, spreadsheet configs. */
export function registerBillingSettingRoutes(routes: RouteBinder, ctx: AppContext): void {
  const cf = customFieldRoutes;
  routes.protected(cf.list, access('list'), ({ auth, access: a, query }) => listCustomFields(ctx, auth, a, query));
  routes.protected(cf.export, access('list'), async ({ auth, access: a, query, reply }) =>
    sendXlsx(reply, m.customFields.exportFileName, await exportCustomFields(ctx, auth, a, query)),
  );
  routes.protected(cf.get, access('read'), ({ auth, access: a, params }) => getCustomField(ctx, auth, a, params.id));
  routes.protected(cf.create, access('write'), ({ auth, access: a, body }) => createCustomField(ctx, auth, a, body));
  routes.protected(cf.update, access('write'), ({ auth, access: a, params, body }) =>
    updateCustomField(ctx, auth, a, params.id, body),
  );
  routes.protected(cf.remove, access('rm'), ({ auth, access: a, params }) =>
    removeCustomField(ctx, auth, a, params.id),
  );
  routes.protected(cf.restore, access('rm'), ({ auth, access: a, params }) =>
    restoreCustomField(ctx, auth, a, params.id),
  );

  const mf = mandatoryFieldRoutes;
  routes.protected(mf.list, access('read'), ({ auth, access: a }) => listMandatoryFields(ctx, auth, a));
  routes.protected(mf.update, access('write'), ({ auth, access: a, params, body }) =>
    setMandatoryFields(ctx, auth, a, params.eventType, body.fields),
  );

  const fg = financialItemGroupRoutes;
  routes.protected(fg.list, access('list'), ({ auth, access: a, query }) =>
    listFinancialItemGroups(ctx, auth, a, query),
  );
  routes.protected(fg.export, access('list'), async ({ auth, access: a, query, reply }) =>
    sendXlsx(reply, m.financialItemGroups.exportFileName, await exportFinancialItemGroups(ctx, auth, a, query)),
  );
  routes.protected(fg.get, access('read'), ({ auth, access: a, params }) =>
    getFinancialItemGroup(ctx, auth, a, params.id),
  );
  routes.protected(fg.create, access('write'), ({ auth, access: a, body }) =>
    createFinancialItemGroup(ctx, auth, a, body),
  );
  routes.protected(fg.update, access('write'), ({ auth, access: a, params, body }) =>
    updateFinancialItemGroup(ctx, auth, a, params.id, body),
  );
  routes.protected(fg.remove, access('rm'), ({ auth, access: a, params }) =>
    removeFinancialItemGroup(ctx, auth, a, params.id),
  );
  routes.protected(fg.restore, access('rm'), ({ auth, access: a, params }) =>
    restoreFinancialItemGroup(ctx, auth, a, params.id),
  );

  const sc = spreadsheetConfigRoutes;
  routes.protected(sc.list, access('list'), ({ auth, access: a, query }) =>
    listSpreadsheetConfigs(ctx, auth, a, query),
  );
  routes.protected(sc.export, access('list'), async ({ auth, access: a, query, reply }) =>
    sendXlsx(reply, m.spreadsheetConfig.exportFileName, await exportSpreadsheetConfigs(ctx, auth, a, query)),
  );
  routes.protected(sc.get, access('read'), ({ auth, access: a, params }) =>
    getSpreadsheetConfig(ctx, auth, a, params.id),
  );
  routes.protected(sc.create, access('write'), ({ auth, access: a, body }) =>
    createSpreadsheetConfig(ctx, auth, a, body),
  );
  routes.protected(sc.update, access('write'), ({ auth, access: a, params, body }) =>
    updateSpreadsheetConfig(ctx, auth, a, params.id, body),
  );
  routes.protected(sc.remove, access('rm'), ({ auth, access: a, params }) =>
    removeSpreadsheetConfig(ctx, auth, a, params.id),
  );
  routes.protected(sc.restore, access('rm'), ({ auth, access: a, params }) =>
    restoreSpreadsheetConfig(ctx, auth, a, params.id),
  );
}
