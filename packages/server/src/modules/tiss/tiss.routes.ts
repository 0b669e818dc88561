import { sendDownload } from '../../http/download';
import { batchRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import type { JobRunner } from '../../jobs/job-runner';
import { tissXmlJob } from './tiss-xml.job';
import { downloadXml, generateXml, getXmlFile } from './tiss-xml.service';

/** The batches module: write to generate, read to follow a generation and download its file. */
const batchAccess = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'batches', action },
});

/**
 * TISS XML generation of a batch (decisions 017, 019): POST records the file and enqueues its
 * job (Creating → Successful / Error), GET follows it, download answers the exact stored bytes.
 */
export function registerTissRoutes(routes: RouteBinder, ctx: AppContext, jobs: JobRunner): void {
  jobs.register(tissXmlJob);
  routes.protected(batchRoutes.generateXml, batchAccess('write'), ({ auth, access, params }) =>
    generateXml(ctx, auth, access, params.id),
  );
  routes.protected(batchRoutes.xmlFile, batchAccess('read'), ({ auth, access, params }) =>
    getXmlFile(ctx, auth, access, params.id, params.fileId),
  );
  routes.protected(batchRoutes.downloadXml, batchAccess('read'), async ({ auth, access, params, query, reply }) => {
    return sendDownload(reply, await downloadXml(ctx, auth, access, params.id, params.fileId, query.format));
  });
}
