import { messages, patientRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import {
  checkCpf,
  createPatient,
  exportPatients,
  getPatient,
  getPatientPhoto,
  listPatients,
  putPatientPhoto,
  removePatient,
  removePatientPhoto,
  restorePatient,
  updatePatientData,
} from './patients.service';

const can = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'patients', action },
});

/** Routes of the patients registry (issue 4): list, export, CPF check, CRUD, soft delete, photo. */
export function registerPatientRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(patientRoutes.list, can('list'), ({ auth, access, query }) =>
    listPatients(ctx, { auth, access }, query),
  );
  routes.protected(patientRoutes.export, can('list'), async ({ auth, access, query, reply }) =>
    sendXlsx(reply, messages.screens.patients.exportFileName, await exportPatients(ctx, { auth, access }, query)),
  );
  routes.protected(patientRoutes.cpfCheck, can('list'), ({ auth, access, query }) =>
    checkCpf(ctx, { auth, access }, query),
  );
  routes.protected(patientRoutes.get, can('read'), ({ auth, access, params }) =>
    getPatient(ctx, { auth, access }, params.id),
  );
  routes.protected(patientRoutes.create, can('write'), ({ auth, access, body }) =>
    createPatient(ctx, { auth, access }, body),
  );
  routes.protected(patientRoutes.update, can('write'), ({ auth, access, params, body }) =>
    updatePatientData(ctx, { auth, access }, params.id, body),
  );
  routes.protected(patientRoutes.remove, can('rm'), ({ auth, access, params }) =>
    removePatient(ctx, { auth, access }, params.id),
  );
  routes.protected(patientRoutes.restore, can('rm'), ({ auth, access, params }) =>
    restorePatient(ctx, { auth, access }, params.id),
  );
  routes.protected(patientRoutes.putPhoto, can('write'), ({ auth, access, params, body }) =>
    putPatientPhoto(ctx, { auth, access }, params.id, body.contentBase64),
  );
  routes.protected(patientRoutes.getPhoto, can('read'), ({ auth, access, params }) =>
    getPatientPhoto(ctx, { auth, access }, params.id),
  );
  routes.protected(patientRoutes.removePhoto, can('write'), ({ auth, access, params }) =>
    removePatientPhoto(ctx, { auth, access }, params.id),
  );
}
