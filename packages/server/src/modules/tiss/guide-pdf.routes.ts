import { batchRoutes, PDF_MIME } from '@honora/contract';
import { sendDownload } from '../../http/download';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { batchGuidesPdf, eventGuidePdf, type GuidePdfFile } from './pdf/service';

/**
 * Batches module read for a batch's guides; events module read (readOwn: only one's own
 * events) for one event's guide. The answers are PDF bytes: values are left out of the drawing
 * itself when the user may not see them (access.canSeeValues), so nothing is stripped after.
 */
const batchRead: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'batches', action: 'read' },
};
const eventRead: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'events', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
};

const sendPdf = (reply: FastifyReply, file: GuidePdfFile): FastifyReply =>
  sendDownload(reply, { fileName: `${file.fileName}.pdf`, mime: PDF_MIME, content: file.content });

/** The printed guides (ANS layouts) of one event and of a whole batch (issue 8). */
export function registerGuidePdfRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(batchRoutes.guidesPdf, batchRead, async ({ auth, access, params, reply }) =>
    sendPdf(reply, await batchGuidesPdf(ctx, auth, access, params.id)),
  );
  routes.protected(batchRoutes.eventGuidePdf, eventRead, async ({ auth, access, params, reply }) =>
    sendPdf(reply, await eventGuidePdf(ctx, auth, access, params.id)),
  );
}
