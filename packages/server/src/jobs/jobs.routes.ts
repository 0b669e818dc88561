import { jobRoutes } from '@honora/contract';
import type { AppContext } from '../context';
import type { RouteAccess, RouteBinder } from '../http/bind-route';
import { actorOf } from '../http/actor';
import type { JobRunner } from './job-runner';
import { cancelAdminJob, cancelCompanyJob, getAdminJob, getCompanyJob, listAdminJobs, retryJob } from './jobs.service';

const superAdmin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
  superAdminOnly: true,
});
/** Any member of the selected company; the service narrows to the jobs the user may see. */
const member: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'account', action: 'read' },
};

/** /admin/Jobs (platform.md §2) and a company user's own jobs (decision 019). */
export function registerJobRoutes(routes: RouteBinder, ctx: AppContext, runner: JobRunner): void {
  routes.protected(jobRoutes.adminList, superAdmin('read'), ({ query }) => listAdminJobs(ctx, query));
  routes.protected(jobRoutes.adminGet, superAdmin('read'), ({ params }) => getAdminJob(ctx, params.id));
  routes.protected(jobRoutes.adminRetry, superAdmin('write'), ({ auth, params }) =>
    retryJob(ctx, runner, actorOf(auth), params.id),
  );
  routes.protected(jobRoutes.adminCancel, superAdmin('write'), ({ auth, params }) =>
    cancelAdminJob(ctx, runner, actorOf(auth), params.id),
  );
  routes.protected(jobRoutes.get, member, ({ auth, access, params }) => getCompanyJob(ctx, auth, access, params.id));
  routes.protected(jobRoutes.cancel, member, ({ auth, access, params }) =>
    cancelCompanyJob(ctx, runner, auth, access, params.id),
  );
}
