import { pricingRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { getPricingContext, previewPricing } from './pricing.service';

/** Pricing reads the insurer's negotiations: module healthInsurances, read; both answers carry money. */
const pricingAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'healthInsurances', action: 'read' },
  hasValues: true,
};

/** /client/pricing (issue 5): the context the browser prices with, and the same pricing done on the server. */
export function registerPricingRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(pricingRoutes.context, pricingAccess, ({ auth, access, query }) =>
    getPricingContext(ctx, auth, access, query),
  );
  routes.protected(pricingRoutes.preview, pricingAccess, ({ auth, access, body }) =>
    previewPricing(ctx, auth, access, body),
  );
}
