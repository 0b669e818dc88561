import type { RegistryListQuery, RouteDef } from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { AuthSession } from '../http/auth-context';
import type { RouteAccess, RouteBinder } from '../http/bind-route';
import type { RequestAccess } from '../http/guard';
import { sendXlsx } from '../http/xlsx';
import type { Registry } from './define-registry';
import type { RegistryTable } from './registry-query';

/** The contract routes of a registry (contract/src/registries/*.ts). */
export interface RegistryRouteTable {
  list: RouteDef;
  export: RouteDef;
  get: RouteDef;
  create: RouteDef;
  update: RouteDef;
  remove: RouteDef;
  restore: RouteDef;
  /** GET the record's history (the change log), when the registry offers it. */
  history?: RouteDef;
}

interface RegistryRoutesOptions<TView, TBody> {
  routes: RegistryRouteTable;
  module: CompanyModule;
  exportFileName: string;
  /** The registry's own create and update (its checks, then the helper's create / update). */
  create: (ctx: AppContext, auth: AuthSession, access: RequestAccess, body: TBody) => Promise<TView>;
  update: (ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, body: TBody) => Promise<TView>;
}

/**
 * Binds the routes of a registry (billing.md §2 `<registry>/{id}`): list and export need
 * `list`, get and history `read`, create and update `write`, delete and restore `rm`, in the CLIENT or
 * COMPANY workspace with a selected company. The contract's schemas validate every input and
 * answer; the casts below only bridge the generic route table to them.
 */
export function registerRegistryRoutes<TTable extends RegistryTable, TView, TQuery extends RegistryListQuery, TBody>(
  binder: RouteBinder,
  ctx: AppContext,
  registry: Registry<TTable, TView, TQuery>,
  options: RegistryRoutesOptions<TView, TBody>,
): void {
  const can = (action: RouteAccess['permission']['action']): RouteAccess => ({
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: options.module, action },
  });
  const { routes } = options;
  type Input = {
    auth: AuthSession;
    access: RequestAccess;
    query: unknown;
    params: unknown;
    body: unknown;
    reply: FastifyReply;
  };
  const idOf = (params: unknown) => (params as { id: string }).id;
  const bind = (route: RouteDef, access: RouteAccess, handler: (input: Input) => Promise<unknown>) =>
    binder.protected(route, access, handler as never);

  bind(routes.list, can('list'), ({ auth, access, query }) => registry.list(ctx, auth, access, query as TQuery));
  bind(routes.export, can('list'), async ({ auth, access, query, reply }) =>
    sendXlsx(reply, options.exportFileName, await registry.exportSheet(ctx, auth, access, query as TQuery)),
  );
  bind(routes.get, can('read'), ({ auth, access, params }) => registry.get(ctx, auth, access, idOf(params)));
  bind(routes.create, can('write'), ({ auth, access, body }) => options.create(ctx, auth, access, body as TBody));
  bind(routes.update, can('write'), ({ auth, access, params, body }) =>
    options.update(ctx, auth, access, idOf(params), body as TBody),
  );
  bind(routes.remove, can('rm'), ({ auth, access, params }) =>
    registry.setDeleted(ctx, auth, access, idOf(params), true),
  );
  bind(routes.restore, can('rm'), ({ auth, access, params }) =>
    registry.setDeleted(ctx, auth, access, idOf(params), false),
  );
  if (routes.history) {
    bind(routes.history, can('read'), ({ auth, access, params }) => registry.history(ctx, auth, access, idOf(params)));
  }
}
