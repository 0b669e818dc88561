import { adminHelpRoutes, helpRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  createHelpArticle,
  createHelpCategory,
  listHelpArticles,
  listHelpCategories,
  removeHelpArticle,
  removeHelpCategory,
  updateHelpArticle,
  updateHelpCategory,
} from './help-admin.service';
import { listHelp, listPublicFaq, readHelpEntry, readPublicFaqEntry } from './help-reading.service';

/** Every signed-in user, whatever the workspace or company (module account: not configurable). */
const signedIn: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY', 'ADMIN'],
  permission: { module: 'account', action: 'read' },
};

/** Every administrator of the admin workspace, module admin (as the other admin screens). */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** The FAQ and help (platform.md §2 admin Help and HelpCategories, client faq, public /faq; decision 056). */
export function registerHelpRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.public(helpRoutes.publicFaq, ({ query }) => listPublicFaq(ctx, query));
  routes.public(helpRoutes.publicFaqEntry, ({ params }) => readPublicFaqEntry(ctx, params.id));
  routes.protected(helpRoutes.list, signedIn, ({ query }) => listHelp(ctx, query));
  routes.protected(helpRoutes.entry, signedIn, ({ params }) => readHelpEntry(ctx, params.id));

  const r = adminHelpRoutes;
  routes.protected(r.categories, admin('read'), () => listHelpCategories(ctx));
  routes.protected(r.createCategory, admin('write'), ({ auth, body }) => createHelpCategory(ctx, auth, body));
  routes.protected(r.updateCategory, admin('write'), ({ auth, params, body }) =>
    updateHelpCategory(ctx, auth, params.id, body),
  );
  routes.protected(r.removeCategory, admin('write'), ({ auth, params }) => removeHelpCategory(ctx, auth, params.id));
  routes.protected(r.articles, admin('read'), ({ query }) => listHelpArticles(ctx, query));
  routes.protected(r.createArticle, admin('write'), ({ auth, body }) => createHelpArticle(ctx, auth, body));
  routes.protected(r.updateArticle, admin('write'), ({ auth, params, body }) =>
    updateHelpArticle(ctx, auth, params.id, body),
  );
  routes.protected(r.removeArticle, admin('write'), ({ auth, params }) => removeHelpArticle(ctx, auth, params.id));
}
