import { billingContractRoutes, PDF_MIME } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { sendXlsx } from '../../http/xlsx';
import { statementPdf, statementXlsx } from './billing-statement-files';
import {
  BILLING_CONTRACT_MODULE,
  createBillingContract,
  listBillingContracts,
  removeBillingContract,
  updateBillingContract,
} from './billing-contracts.service';
import {
  billingMonth,
  cancelBillingStatement,
  issueBillingStatement,
  listBillingStatements,
  payBillingStatement,
  unpayBillingStatement,
} from './billing-statements.service';

/** billing.md §2 BillingContract: login-only, of the selected company; module contracts (platform.md §6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: BILLING_CONTRACT_MODULE, action },
});

/**
 * The billing contract and its statements (decision 052): list to see and download, write to
 * create and change contracts and to issue, pay and unpay statements, rm to remove a contract and
 * cancel a statement.
 */
export function registerBillingContractRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = billingContractRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a }) => listBillingContracts(ctx, auth, a));
  routes.protected(r.create, access('write'), ({ auth, access: a, body }) => createBillingContract(ctx, auth, a, body));
  routes.protected(r.update, access('write'), ({ auth, access: a, params, body }) =>
    updateBillingContract(ctx, auth, a, params.id, body),
  );
  routes.protected(r.remove, access('rm'), ({ auth, access: a, params }) =>
    removeBillingContract(ctx, auth, a, params.id),
  );
  routes.protected(r.month, access('list'), ({ auth, access: a, query }) => billingMonth(ctx, auth, a, query.month));
  routes.protected(r.statements, access('list'), ({ auth, access: a }) => listBillingStatements(ctx, auth, a));
  routes.protected(r.issue, access('write'), ({ auth, access: a, body }) => issueBillingStatement(ctx, auth, a, body));
  routes.protected(r.pay, access('write'), ({ auth, access: a, params, body }) =>
    payBillingStatement(ctx, auth, a, params.id, body.paidOn),
  );
  routes.protected(r.unpay, access('write'), ({ auth, access: a, params }) =>
    unpayBillingStatement(ctx, auth, a, params.id),
  );
  routes.protected(r.cancel, access('rm'), ({ auth, access: a, params, body }) =>
    cancelBillingStatement(ctx, auth, a, params.id, body.reason),
  );
  routes.protected(r.pdf, access('list'), async ({ auth, access: a, params, reply }) => {
    const { pdf, fileName } = await statementPdf(ctx, auth, a, params.id);
    return sendDownload(reply, { fileName, mime: PDF_MIME, content: pdf });
  });
  routes.protected(r.xlsx, access('list'), async ({ auth, access: a, params, reply }) => {
    const { xlsx, fileName } = await statementXlsx(ctx, auth, a, params.id);
    return sendXlsx(reply, fileName, xlsx);
  });
}
