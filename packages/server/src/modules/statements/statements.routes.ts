import { statementRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { confirmStatement, matchStatementLine } from './statement-post';
import {
  getStatement,
  lastStatementColumns,
  listStatements,
  statementLinePage,
  uploadStatement,
} from './statements.service';

/** Statements carry money: stripped for users who may not see values (hasValues). */
const access = (action: 'list' | 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'billing', action },
  hasValues: true,
});

/** Insurer statements: upload and reconcile, review line by line, match by hand, confirm (module billing, a selected company). */
export function registerStatementRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(statementRoutes.list, access('list'), ({ auth, access: a, query }) =>
    listStatements(ctx, auth, a, query),
  );
  routes.protected(statementRoutes.upload, access('write'), ({ auth, access: a, body }) =>
    uploadStatement(ctx, auth, a, body),
  );
  routes.protected(statementRoutes.columns, access('read'), ({ auth, access: a, query }) =>
    lastStatementColumns(ctx, auth, a, query.healthInsuranceId),
  );
  routes.protected(statementRoutes.get, access('read'), ({ auth, access: a, params }) =>
    getStatement(ctx, auth, a, params.id),
  );
  routes.protected(statementRoutes.lines, access('read'), ({ auth, access: a, params, query }) =>
    statementLinePage(ctx, auth, a, params.id, query),
  );
  routes.protected(statementRoutes.matchLine, access('write'), ({ auth, access: a, params, body }) =>
    matchStatementLine(ctx, auth, a, params, body),
  );
  routes.protected(statementRoutes.confirm, access('write'), ({ auth, access: a, params, body }) =>
    confirmStatement(ctx, auth, a, params.id, body),
  );
}
