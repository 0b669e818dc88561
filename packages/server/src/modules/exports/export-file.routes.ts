import { exportJobRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import type { JobRunner } from '../../jobs/job-runner';
import { exportJob } from './export-job';
import { exportJobFile } from './export-file.service';

/** Any member of the selected company; the service narrows to the starter who may still export. */
const member: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'account', action: 'read' },
};

/** The export job kind and the download of its workbook (decision 019). */
export function registerExportJobRoutes(routes: RouteBinder, ctx: AppContext, jobs: JobRunner): void {
  jobs.register(exportJob);
  routes.protected(exportJobRoutes.file, member, async ({ auth, access, params, reply }) => {
    const file = await exportJobFile(ctx, auth, access, params.id);
    return sendXlsx(reply, file.fileName, file.content);
  });
}
