import { sendDownload } from '../../http/download';
import { batchRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { addBatchEvents, removeBatchEvents, sendBatchGuides } from './batch-events.service';
import { addBatchAttachment, readBatchAttachment } from './batch-attachments.service';
import { createBatch, getBatch, listBatches, removeBatch, runBatchStatus, updateBatch } from './batches.service';

/** The batches module (list / read / write) in the client and company workspaces; answers with money strip them without values. */
const access = (action: 'list' | 'read' | 'write', hasValues = true): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'batches', action },
  hasValues,
});

/** Batches: list, screen, create, edit, status actions, events in and out, send guides, attachments (issue 8). */
export function registerBatchRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(batchRoutes.list, access('list'), ({ auth, access: a, query }) => listBatches(ctx, auth, a, query));
  routes.protected(batchRoutes.get, access('read'), ({ auth, access: a, params }) => getBatch(ctx, auth, a, params.id));
  routes.protected(batchRoutes.create, access('write'), ({ auth, access: a, body }) => createBatch(ctx, auth, a, body));
  routes.protected(batchRoutes.update, access('write'), ({ auth, access: a, params, body }) =>
    updateBatch(ctx, auth, a, params.id, body),
  );
  routes.protected(batchRoutes.remove, access('write', false), ({ auth, access: a, params }) =>
    removeBatch(ctx, auth, a, params.id),
  );
  routes.protected(batchRoutes.status, access('write'), ({ auth, access: a, params, body }) =>
    runBatchStatus(ctx, auth, a, params.id, body),
  );
  routes.protected(batchRoutes.addEvents, access('write'), ({ auth, access: a, params, body }) =>
    addBatchEvents(ctx, auth, a, params.id, body),
  );
  routes.protected(batchRoutes.removeEvents, access('write'), ({ auth, access: a, params, body }) =>
    removeBatchEvents(ctx, auth, a, params.id, body),
  );
  routes.protected(batchRoutes.sendGuides, access('write', false), ({ auth, access: a, params }) =>
    sendBatchGuides(ctx, auth, a, params.id),
  );
  routes.protected(batchRoutes.addAttachment, access('write'), ({ auth, access: a, params, body }) =>
    addBatchAttachment(ctx, auth, a, params.id, body),
  );
  routes.protected(batchRoutes.attachment, access('read', false), async ({ auth, access: a, params, reply }) => {
    return sendDownload(reply, await readBatchAttachment(ctx, auth, a, params));
  });
}
