import { healthInsurerRoutes, messages } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { buildXlsx, sendXlsx } from '../../http/xlsx';
import { insurerSheetColumns } from './health-insurers.sheet';
import {
  createHealthInsurer,
  exportHealthInsurers,
  getHealthInsurer,
  listHealthInsurers,
  setHealthInsurerDeleted,
  updateHealthInsurer,
} from './health-insurers.service';
import { registerTypesOfPaymentRoutes } from './types-of-payment.routes';

const t = messages.screens.healthInsurers;

/** Insurers and types of payment share the permission module 'healthInsurances' (platform.md §6). */
const insurerAccess = (action: 'list' | 'read' | 'write' | 'rm'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'healthInsurances', action },
});

/** /client/insurances: the health insurers registry (issue 4), and /client/TypesOfPayment. */
export function registerHealthInsurerRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(healthInsurerRoutes.list, insurerAccess('list'), ({ auth, access, query }) =>
    listHealthInsurers(ctx, auth, access, query),
  );
  routes.protected(healthInsurerRoutes.export, insurerAccess('list'), async ({ auth, access, query, reply }) =>
    sendXlsx(
      reply,
      t.exportFileName,
      await buildXlsx(t.sheetName, insurerSheetColumns, await exportHealthInsurers(ctx, auth, access, query)),
    ),
  );
  routes.protected(healthInsurerRoutes.get, insurerAccess('read'), ({ auth, access, params }) =>
    getHealthInsurer(ctx, auth, access, params.id),
  );
  routes.protected(healthInsurerRoutes.create, insurerAccess('write'), ({ auth, access, body }) =>
    createHealthInsurer(ctx, auth, access, body),
  );
  routes.protected(healthInsurerRoutes.update, insurerAccess('write'), ({ auth, access, params, body }) =>
    updateHealthInsurer(ctx, auth, access, params.id, body),
  );
  routes.protected(healthInsurerRoutes.remove, insurerAccess('rm'), ({ auth, access, params }) =>
    setHealthInsurerDeleted(ctx, auth, access, params.id, true),
  );
  routes.protected(healthInsurerRoutes.restore, insurerAccess('rm'), ({ auth, access, params }) =>
    setHealthInsurerDeleted(ctx, auth, access, params.id, false),
  );
  registerTypesOfPaymentRoutes(routes, ctx);
}
