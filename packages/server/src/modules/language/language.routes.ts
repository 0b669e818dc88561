import { languageRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { listTexts, readText, resetText, updateText } from './language.service';

/** /tools/Language: super admins of the admin workspace only, as the outbox (platform.md §2; decision 062). */
const superAdmin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  superAdminOnly: true,
  permission: { module: 'admin', action },
});

export function registerLanguageRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = languageRoutes;
  routes.protected(r.list, superAdmin('read'), ({ query }) => listTexts(ctx, query));
  routes.protected(r.get, superAdmin('read'), ({ params }) => readText(ctx, params.key));
  routes.protected(r.update, superAdmin('write'), ({ auth, params, body }) =>
    updateText(ctx, auth, params.key, body.text),
  );
  routes.protected(r.reset, superAdmin('write'), ({ auth, params }) => resetText(ctx, auth, params.key));
}
