import { hospitalRoutes, messages } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder, RouteAccess } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import {
  createHospital,
  exportHospitals,
  getHospital,
  listHospitals,
  setHospitalDeleted,
  updateHospital,
} from './hospitals.service';

const where = { workspaces: ['CLIENT', 'COMPANY'], needsCompany: true } as const;
const can = (action: RouteAccess['permission']['action']): RouteAccess => ({
  ...where,
  permission: { module: 'hospitals', action },
});

/** Routes of the hospitals registry (billing.md §2 hospitals/{id}). */
export function registerHospitalRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(hospitalRoutes.list, can('list'), ({ auth, access, query }) =>
    listHospitals(ctx, auth, access, query),
  );
  routes.protected(hospitalRoutes.export, can('list'), async ({ auth, access, query, reply }) =>
    sendXlsx(reply, messages.screens.hospitals.exportFileName, await exportHospitals(ctx, auth, access, query)),
  );
  routes.protected(hospitalRoutes.get, can('read'), ({ auth, access, params }) =>
    getHospital(ctx, auth, access, params.id),
  );
  routes.protected(hospitalRoutes.create, can('write'), ({ auth, access, body }) =>
    createHospital(ctx, auth, access, body),
  );
  routes.protected(hospitalRoutes.update, can('write'), ({ auth, access, params, body }) =>
    updateHospital(ctx, auth, access, params.id, body),
  );
  routes.protected(hospitalRoutes.remove, can('rm'), ({ auth, access, params }) =>
    setHospitalDeleted(ctx, auth, access, params.id, true),
  );
  routes.protected(hospitalRoutes.restore, can('rm'), ({ auth, access, params }) =>
    setHospitalDeleted(ctx, auth, access, params.id, false),
  );
}
