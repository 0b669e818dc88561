import { ocrRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import type { JobRunner } from '../../jobs/job-runner';
import { ocrJob } from './ocr.job';
import { confirmGuide } from './ocr-confirm.service';
import { creditsOf, getGuide, guideImage, listGuides, listUploads, startUpload } from './ocr.service';

/**
 * Module ocr (platform.md §6), in a selected company: list and read to see (listOwn and readOwn:
 * only the guides one sent), write to upload and confirm.
 */
const access = (action: 'list' | 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission:
    action === 'write'
      ? { module: 'ocr', action }
      : { module: 'ocr', action, fallback: { action: action === 'list' ? 'listOwn' : 'readOwn', ownerOnly: true } },
});

/** Guides read by OCR: uploads (a job), the guides, their images, the confirmation and the credits (decision 041). */
export function registerOcrRoutes(routes: RouteBinder, ctx: AppContext, jobs: JobRunner): void {
  jobs.register(ocrJob);
  routes.protected(ocrRoutes.upload, access('write'), ({ auth, access: a, body }) => startUpload(ctx, auth, a, body));
  routes.protected(ocrRoutes.uploads, access('list'), ({ auth, access: a, query }) => listUploads(ctx, auth, a, query));
  routes.protected(ocrRoutes.guides, access('list'), ({ auth, access: a, query }) => listGuides(ctx, auth, a, query));
  routes.protected(ocrRoutes.guide, access('read'), ({ auth, access: a, params }) => getGuide(ctx, auth, a, params.id));
  routes.protected(ocrRoutes.image, access('read'), async ({ auth, access: a, params, reply }) => {
    const image = await guideImage(ctx, auth, a, params.id);
    const extension = image.type === 'image/jpeg' ? 'jpg' : 'png';
    return sendDownload(reply, {
      fileName: `guia-${params.id}.${extension}`,
      mime: image.type,
      content: image.content,
    });
  });
  routes.protected(ocrRoutes.confirm, access('write'), ({ auth, access: a, params, body }) =>
    confirmGuide(ctx, auth, a, params.id, body),
  );
  routes.protected(ocrRoutes.credits, access('read'), ({ auth, access: a }) => creditsOf(ctx, auth, a));
}
