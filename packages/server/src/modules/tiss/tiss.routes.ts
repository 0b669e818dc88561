import { batchRoutes } from '@honora/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { downloadXml, failInterruptedXmlFiles, generateXml, getXmlFile, XmlJobs } from './tiss-xml.service';

/** The batches module: write to generate, read to follow a generation and download its file. */
const batchAccess = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'batches', action },
});

/**
 * TISS XML generation of a batch (issue 8; decision 017): POST starts a job (Creating →
 * Successful / Error), GET follows it, download answers the exact stored bytes (.xml or .zip).
 */
export function registerTissRoutes(routes: RouteBinder, ctx: AppContext, app?: FastifyInstance): void {
  const jobs = new XmlJobs();
  if (app) {
    // Before this process serves a request: a file left Creating by a process that stopped
    // beating (this one, before a restart, or another) becomes Error.
    app.addHook('onReady', async () => {
      const failed = await failInterruptedXmlFiles(ctx.db);
      if (failed > 0) ctx.log.warn({ failed }, 'TISS XML generations interrupted by a restart marked as Error');
    });
    // Generations run in this process after the answer: closing the app waits for them.
    app.addHook('onClose', () => jobs.settle());
  }
  routes.protected(batchRoutes.generateXml, batchAccess('write'), ({ auth, access, params }) =>
    generateXml(ctx, jobs, auth, access, params.id),
  );
  routes.protected(batchRoutes.xmlFile, batchAccess('read'), ({ auth, access, params }) =>
    getXmlFile(ctx, auth, access, params.id, params.fileId),
  );
  routes.protected(batchRoutes.downloadXml, batchAccess('read'), async ({ auth, access, params, query, reply }) => {
    const file = await downloadXml(ctx, auth, access, params.id, params.fileId, query.format);
    return reply
      .type(file.mime)
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .send(file.content);
  });
}
