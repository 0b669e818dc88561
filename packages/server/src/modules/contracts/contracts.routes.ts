import { contractRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { moveInstallment, periodOfPayment } from './contract-installments.service';
import {
  CONTRACTS_MODULE,
  createContract,
  getContract,
  listContracts,
  moveContract,
  removeContract,
  updateContract,
} from './contracts.service';

/** platform.md §2: contracts and periodOfPayment are login-only client screens of the selected company; module contracts (§6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: CONTRACTS_MODULE, action },
});

/**
 * The contracts (platform.md §3 Contract; decision 045): list and read to see, write to create,
 * change, bill, reopen and register receipts, rm to remove, revertStatus to reverse a receipt.
 */
export function registerContractRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = contractRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a, query }) => listContracts(ctx, auth, a, query));
  routes.protected(r.get, access('read'), ({ auth, access: a, params }) => getContract(ctx, auth, a, params.id));
  routes.protected(r.create, access('write'), ({ auth, access: a, body }) => createContract(ctx, auth, a, body));
  routes.protected(r.update, access('write'), ({ auth, access: a, params, body }) =>
    updateContract(ctx, auth, a, params.id, body),
  );
  routes.protected(r.remove, access('rm'), ({ auth, access: a, params }) => removeContract(ctx, auth, a, params.id));
  routes.protected(r.bill, access('write'), ({ auth, access: a, params }) =>
    moveContract(ctx, auth, a, params.id, 'bill'),
  );
  routes.protected(r.reopen, access('write'), ({ auth, access: a, params }) =>
    moveContract(ctx, auth, a, params.id, 'reopen'),
  );
  routes.protected(r.receive, access('write'), ({ auth, access: a, params, body }) =>
    moveInstallment(ctx, auth, a, params.id, params.installmentId, { action: 'receive', ...body }),
  );
  routes.protected(r.reverse, access('revertStatus'), ({ auth, access: a, params, body }) =>
    moveInstallment(ctx, auth, a, params.id, params.installmentId, { action: 'reverse', reason: body.reason }),
  );
  routes.protected(r.periodOfPayment, access('list'), ({ auth, access: a, query }) =>
    periodOfPayment(ctx, auth, a, query),
  );
}
