import { adminReleaseRoutes, releaseRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  createRelease,
  listReleases,
  markChangelogRead,
  readChangelog,
  removeRelease,
  updateRelease,
} from './releases.service';

/** The changelog: any signed-in user of any workspace (the own account's module, as the profile). */
const anyUser = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY', 'ADMIN'],
  permission: { module: 'account', action },
});

/** /admin/Releases: administrators of the admin workspace, module admin (as the other admin screens). */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** Releases and the changelog (platform.md §2; decision 055). */
export function registerReleaseRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(releaseRoutes.changelog, anyUser('read'), ({ auth }) => readChangelog(ctx, auth));
  routes.protected(releaseRoutes.read, anyUser('write'), ({ auth }) => markChangelogRead(ctx, auth));
  const r = adminReleaseRoutes;
  routes.protected(r.list, admin('read'), () => listReleases(ctx));
  routes.protected(r.create, admin('write'), ({ auth, body }) => createRelease(ctx, auth, body));
  routes.protected(r.update, admin('write'), ({ auth, params, body }) => updateRelease(ctx, auth, params.id, body));
  routes.protected(r.remove, admin('write'), ({ auth, params }) => removeRelease(ctx, auth, params.id));
}
