import { appealRoutes } from '@honora/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { sendXlsx } from '../../http/xlsx';
import { appealPdf, appealXml, type AppealFile } from './appeal-files.service';
import { appealStats, appealStatsSheet } from './appeal-stats.service';
import { access } from './appeal-access';

/**
 * A download under its name; what the user should know of a file that was built (items left out
 * of the electronic appeal, characters dropped) travels in `x-honora-warnings`, pt-BR, URI-encoded.
 */
function sendFile(reply: FastifyReply, file: AppealFile): FastifyReply {
  if (file.warnings.length > 0) reply.header('x-honora-warnings', encodeURIComponent(file.warnings.join('\n')));
  return sendDownload(reply, file);
}

/** The appeal's files (electronic RECURSO_GLOSA, printed appeal) and the managers' numbers (billing module read). */
export function registerAppealFileRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(appealRoutes.stats, access('read'), ({ auth, access: a, query }) =>
    appealStats(ctx, auth, a, query),
  );
  routes.protected(appealRoutes.statsExport, access('read'), async ({ auth, access: a, query, reply }) => {
    const sheet = await appealStatsSheet(ctx, auth, a, query);
    return sendXlsx(reply, sheet.fileName, sheet.content);
  });
  routes.protected(appealRoutes.xml, access('read'), async ({ auth, access: a, params, reply }) =>
    sendFile(reply, await appealXml(ctx, auth, a, params.id)),
  );
  routes.protected(appealRoutes.pdf, access('read'), async ({ auth, access: a, params, reply }) =>
    sendFile(reply, await appealPdf(ctx, auth, a, params.id)),
  );
}
