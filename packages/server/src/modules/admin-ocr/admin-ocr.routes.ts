import { adminOcrRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { listCompanyCredits } from './ocr-credits-overview.service';
import { readOcrDashboard } from './ocr-dashboard.service';
import {
  listGuidesForSupport,
  readGuideImage,
  readSupportGuide,
  rereadSupportGuide,
  saveSupportFields,
  setGuideStatus,
} from './ocr-support.service';

/**
 * Every administrator of the admin workspace, module admin: reads with `read`, support's status
 * changes, corrections and readings again with `write` (as the companies' edits). Credit grants stay super admin only, on
 * /api/admin/companies/:id/ocr-credits.
 */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** /admin/OcrAmazonCredit, /admin/DashboardOcr and /admin/GuideOcrAmazon (platform.md §2). */
export function registerAdminOcrRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(adminOcrRoutes.credits, admin('read'), ({ query }) => listCompanyCredits(ctx, query));
  routes.protected(adminOcrRoutes.dashboard, admin('read'), ({ query }) => readOcrDashboard(ctx, query));
  routes.protected(adminOcrRoutes.guides, admin('read'), ({ query }) => listGuidesForSupport(ctx, query));
  routes.protected(adminOcrRoutes.guide, admin('read'), ({ auth, params }) => readSupportGuide(ctx, auth, params.id));
  routes.protected(adminOcrRoutes.saveFields, admin('write'), ({ auth, params, body }) =>
    saveSupportFields(ctx, auth, params.id, body.values),
  );
  routes.protected(adminOcrRoutes.reread, admin('write'), ({ auth, params }) =>
    rereadSupportGuide(ctx, auth, params.id),
  );
  routes.protected(adminOcrRoutes.setStatus, admin('write'), ({ auth, params, body }) =>
    setGuideStatus(ctx, auth, params.id, body.status),
  );
  routes.protected(adminOcrRoutes.image, admin('read'), async ({ params, reply }) => {
    const image = await readGuideImage(ctx, params.id);
    // Shown in the page (an <img>), never cached by a shared cache: it is a patient's guide.
    return reply
      .type(image.mime)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .send(image.content);
  });
}
