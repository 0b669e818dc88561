import { eventImportRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import type { JobRunner } from '../../jobs/job-runner';
import { eventImportJob } from './event-import.job';
import { getImport, listImports, previewImport, startImport } from './event-import.service';
import { importRejections, undoImport } from './event-import-undo';

/** Importing events writes events: the events module's write, in a selected company (billing.md §2 ImportCustom). */
const access = (action: 'list' | 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'events', action },
});

/** Events imported from spreadsheets: preview, start (a job), list, report, rejection sheet and undo (decision 040). */
export function registerEventImportRoutes(routes: RouteBinder, ctx: AppContext, jobs: JobRunner): void {
  jobs.register(eventImportJob);
  routes.protected(eventImportRoutes.preview, access('write'), ({ auth, access: a, body }) =>
    previewImport(ctx, auth, a, body),
  );
  routes.protected(eventImportRoutes.start, access('write'), ({ auth, access: a, body }) =>
    startImport(ctx, auth, a, body),
  );
  routes.protected(eventImportRoutes.list, access('write'), ({ auth, access: a, query }) =>
    listImports(ctx, auth, a, query),
  );
  routes.protected(eventImportRoutes.get, access('write'), ({ auth, access: a, params }) =>
    getImport(ctx, auth, a, params.id),
  );
  routes.protected(eventImportRoutes.rejections, access('write'), async ({ auth, access: a, params, reply }) => {
    const file = await importRejections(ctx, auth, a, params.id);
    return sendXlsx(reply, file.fileName, file.content);
  });
  routes.protected(eventImportRoutes.undo, access('write'), ({ auth, access: a, params }) =>
    undoImport(ctx, auth, a, params.id),
  );
}
