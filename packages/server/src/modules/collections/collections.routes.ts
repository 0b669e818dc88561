import { collectionRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { receiveCollection, settleCollection } from './collection-money';
import {
  cancelCollection,
  collectionEventPage,
  createCollection,
  getCollection,
  listCollections,
  updateCollection,
} from './collections.service';

/** Collections carry money: stripped for users who may not see values (hasValues). */
const access = (action: 'list' | 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'billing', action },
  hasValues: true,
});

/** /client/Cobrancas: collections, the insurer's payments against them and their settlement (module billing). */
export function registerCollectionRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(collectionRoutes.list, access('list'), ({ auth, access: a, query }) =>
    listCollections(ctx, auth, a, query),
  );
  routes.protected(collectionRoutes.create, access('write'), ({ auth, access: a, body }) =>
    createCollection(ctx, auth, a, body),
  );
  routes.protected(collectionRoutes.get, access('read'), ({ auth, access: a, params }) =>
    getCollection(ctx, auth, a, params.id),
  );
  routes.protected(collectionRoutes.update, access('write'), ({ auth, access: a, params, body }) =>
    updateCollection(ctx, auth, a, params.id, body),
  );
  routes.protected(collectionRoutes.events, access('read'), ({ auth, access: a, params, query }) =>
    collectionEventPage(ctx, auth, a, params.id, query),
  );
  routes.protected(collectionRoutes.receive, access('write'), ({ auth, access: a, params, body }) =>
    receiveCollection(ctx, auth, a, params.id, body),
  );
  routes.protected(collectionRoutes.settle, access('write'), ({ auth, access: a, params, body }) =>
    settleCollection(ctx, auth, a, params.id, body),
  );
  routes.protected(collectionRoutes.cancel, access('write'), ({ auth, access: a, params }) =>
    cancelCollection(ctx, auth, a, params.id),
  );
}
