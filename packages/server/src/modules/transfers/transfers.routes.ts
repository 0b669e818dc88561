import { PDF_MIME, transferRoutes } from '@honora/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { getReceiverProfile, updateReceiverProfile } from './receiver-profiles.service';
import {
  incomeReport,
  transferStatements,
  userTransferStatement,
  type TransferFile,
} from './transfer-documents.service';
import {
  computeTransfer,
  discardTransfer,
  getTransfer,
  listTransfers,
  lockTransfer,
  unlockTransfer,
} from './transfers.service';
import {
  cancelUserTransferPayment,
  getUserTransfer,
  listUserTransfers,
  payUserTransfer,
  setDiscount,
  userTransferEntries,
} from './user-transfers.service';

/**
 * Transfers carry money (stripped for users who may not see values). Computing, locking, paying,
 * discounts and tax profiles decide what every doctor is paid: billing `manager`. Reading the
 * month's transfers is billing list/read; a doctor reads their own (readOwn) receipts and documents.
 */
const base = { workspaces: ['CLIENT', 'COMPANY'] as const, needsCompany: true, hasValues: true };
const manage: RouteAccess = { ...base, permission: { module: 'billing', action: 'manager' } };
const list: RouteAccess = { ...base, permission: { module: 'billing', action: 'list' } };
const read: RouteAccess = { ...base, permission: { module: 'billing', action: 'read' } };
const readOwn: RouteAccess = {
  ...base,
  permission: { module: 'billing', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
};

const sendPdf = (reply: FastifyReply, file: TransferFile) =>
  sendDownload(reply, { fileName: `${file.fileName}.pdf`, mime: PDF_MIME, content: file.content });

/** /client/Transfers and /client/UserTransfer (billing.md §2, §3 Transfer and user transfer, §4). */
export function registerTransferRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = transferRoutes;
  routes.protected(r.list, list, ({ auth, access, query }) => listTransfers(ctx, auth, access, query));
  routes.protected(r.compute, manage, ({ auth, access, body }) => computeTransfer(ctx, auth, access, body));
  routes.protected(r.get, read, ({ auth, access, params }) => getTransfer(ctx, auth, access, params.id));
  routes.protected(r.lock, manage, ({ auth, access, params, body }) =>
    lockTransfer(ctx, auth, access, params.id, body),
  );
  routes.protected(r.unlock, manage, ({ auth, access, params }) => unlockTransfer(ctx, auth, access, params.id));
  routes.protected(r.discard, manage, ({ auth, access, params }) => discardTransfer(ctx, auth, access, params.id));
  routes.protected(r.statementsPdf, read, async ({ auth, access, params, reply }) =>
    sendPdf(reply, await transferStatements(ctx, auth, access, params.id)),
  );
  routes.protected(r.receivers, readOwn, ({ auth, access, query }) => listUserTransfers(ctx, auth, access, query));
  routes.protected(r.incomeReportPdf, readOwn, async ({ auth, access, query, reply }) =>
    sendPdf(reply, await incomeReport(ctx, auth, access, query)),
  );
  routes.protected(r.receiver, readOwn, ({ auth, access, params }) => getUserTransfer(ctx, auth, access, params.id));
  routes.protected(r.entries, readOwn, ({ auth, access, params, query }) =>
    userTransferEntries(ctx, auth, access, params.id, query),
  );
  routes.protected(r.statementPdf, readOwn, async ({ auth, access, params, reply }) =>
    sendPdf(reply, await userTransferStatement(ctx, auth, access, params.id)),
  );
  routes.protected(r.discount, manage, ({ auth, access, params, body }) =>
    setDiscount(ctx, auth, access, params.id, body),
  );
  routes.protected(r.pay, manage, ({ auth, access, params, body }) =>
    payUserTransfer(ctx, auth, access, params.id, body),
  );
  routes.protected(r.cancelPayment, manage, ({ auth, access, params }) =>
    cancelUserTransferPayment(ctx, auth, access, params.id),
  );
  routes.protected(r.profile, manage, ({ auth, access, params }) =>
    getReceiverProfile(ctx, auth, access, params.receiverId),
  );
  routes.protected(r.updateProfile, manage, ({ auth, access, params, body }) =>
    updateReceiverProfile(ctx, auth, access, params.receiverId, body),
  );
}
