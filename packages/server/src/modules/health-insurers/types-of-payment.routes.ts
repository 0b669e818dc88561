import { messages, typesOfPaymentRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { buildXlsx, sendXlsx, type SheetColumn } from '../../http/xlsx';
import type { TypeOfPaymentRow } from './types-of-payment.repository';
import {
  createTypeOfPayment,
  exportTypesOfPayment,
  getTypeOfPayment,
  listTypesOfPayment,
  setTypeOfPaymentDeleted,
  updateTypeOfPayment,
} from './types-of-payment.service';

const t = messages.screens.healthInsurers.typesOfPayment;
const list = messages.screens.registry.list;

const access = (action: 'list' | 'read' | 'write' | 'rm'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'healthInsurances', action },
});

const columns: SheetColumn<TypeOfPaymentRow>[] = [
  { header: t.columns.name, width: 30, value: (row) => row.name },
  { header: t.columns.description, width: 50, value: (row) => row.description },
  { header: t.columns.active, width: 10, value: (row) => (row.active ? list.active : list.inactive) },
  { header: t.columns.createdAt, width: 17, kind: 'dateTime', value: (row) => row.createdAt },
];

/** /client/TypesOfPayment: the company's types of payment (module 'healthInsurances', like the insurers). */
export function registerTypesOfPaymentRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(typesOfPaymentRoutes.list, access('list'), ({ auth, access: a, query }) =>
    listTypesOfPayment(ctx, auth, a, query),
  );
  routes.protected(typesOfPaymentRoutes.export, access('list'), async ({ auth, access: a, query, reply }) =>
    sendXlsx(
      reply,
      t.exportFileName,
      await buildXlsx(t.sheetName, columns, await exportTypesOfPayment(ctx, auth, a, query)),
    ),
  );
  routes.protected(typesOfPaymentRoutes.get, access('read'), ({ auth, access: a, params }) =>
    getTypeOfPayment(ctx, auth, a, params.id),
  );
  routes.protected(typesOfPaymentRoutes.create, access('write'), ({ auth, access: a, body }) =>
    createTypeOfPayment(ctx, auth, a, body),
  );
  routes.protected(typesOfPaymentRoutes.update, access('write'), ({ auth, access: a, params, body }) =>
    updateTypeOfPayment(ctx, auth, a, params.id, body),
  );
  routes.protected(typesOfPaymentRoutes.remove, access('rm'), ({ auth, access: a, params }) =>
    setTypeOfPaymentDeleted(ctx, auth, a, params.id, true),
  );
  routes.protected(typesOfPaymentRoutes.restore, access('rm'), ({ auth, access: a, params }) =>
    setTypeOfPaymentDeleted(ctx, auth, a, params.id, false),
  );
}
