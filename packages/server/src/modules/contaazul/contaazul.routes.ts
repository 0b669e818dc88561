import { contaAzulRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import type { JobRunner } from '../../jobs/job-runner';
import {
  CONTA_AZUL_MODULE,
  connect,
  disconnect,
  finishConnect,
  getConnection,
  options,
  saveSettings,
} from './connection.service';
import { listExportJobs, listExports, startExport } from './export.service';
import { contaAzulExportJob } from './export.job';
import { listMappings, mapRecord, unmapRecord } from './mappings.service';

/** The selected company's Conta Azul (decision 054): module integrations, read/list to see, write to change or export. */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: CONTA_AZUL_MODULE, action },
});

export function registerContaAzulRoutes(routes: RouteBinder, ctx: AppContext, jobs: JobRunner): void {
  jobs.register(contaAzulExportJob);
  const r = contaAzulRoutes;
  routes.protected(r.connection, access('read'), ({ auth, access: a }) => getConnection(ctx, auth, a));
  routes.protected(r.connect, access('write'), ({ auth, access: a }) => connect(ctx, auth, a));
  routes.protected(r.callback, access('write'), ({ auth, access: a, body }) => finishConnect(ctx, auth, a, body));
  routes.protected(r.disconnect, access('write'), ({ auth, access: a }) => disconnect(ctx, auth, a));
  routes.protected(r.options, access('read'), ({ auth, access: a }) => options(ctx, auth, a));
  routes.protected(r.saveSettings, access('write'), ({ auth, access: a, body }) => saveSettings(ctx, auth, a, body));
  routes.protected(r.mappings, access('list'), ({ auth, access: a }) => listMappings(ctx, auth, a));
  routes.protected(r.map, access('write'), ({ auth, access: a, body }) => mapRecord(ctx, auth, a, body));
  routes.protected(r.unmap, access('write'), ({ auth, access: a, body }) => unmapRecord(ctx, auth, a, body));
  routes.protected(r.export, access('write'), ({ auth, access: a, body }) => startExport(ctx, auth, a, body));
  routes.protected(r.exports, access('list'), ({ auth, access: a, query }) => listExports(ctx, auth, a, query));
  routes.protected(r.jobs, access('list'), ({ auth, access: a }) => listExportJobs(ctx, auth, a));
}
