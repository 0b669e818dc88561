import { fmt, messages, onCallAutoRosterRoutes, onCallRoutes, onCallSwapRoutes, PDF_MIME } from '@honora/contract';
import { sendDownload } from '../../http/download';
import { sendXlsx } from '../../http/xlsx';
import { acceptAutoRoster } from './auto-roster-accept.service';
import { proposeAutoRoster } from './auto-roster.service';
import { copyIntoMonth } from './roster-copy.service';
import { exportRosterMonth, printRosterMonth } from './roster-files.service';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { assignSlot, getRosterMonth, ON_CALL_MODULE, publishMonth } from './roster.service';
import { createSwap, decideSwap, listSwaps } from './swaps.service';

/** platform.md §2 onCallSchedule: the company's roster (a selected company), module schedule on call (§6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: ON_CALL_MODULE, action },
});

/** Routes of the on-call month: the grid (list), a cell's doctor and the publication (action scheduler). */
export function registerOnCallRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = onCallRoutes;
  routes.protected(r.month, access('list'), ({ auth, access: a, params }) =>
    getRosterMonth(ctx, auth, a, params.month),
  );
  routes.protected(r.assign, access('scheduler'), ({ auth, access: a, params, body }) =>
    assignSlot(ctx, auth, a, params.month, body),
  );
  routes.protected(r.copy, access('scheduler'), ({ auth, access: a, params, body }) =>
    copyIntoMonth(ctx, auth, a, params.month, body.source),
  );
  // The automatic fill (decision 046 "In the app"): proposed and accepted by whoever places by hand.
  const auto = onCallAutoRosterRoutes;
  routes.protected(auto.propose, access('scheduler'), ({ auth, access: a, params, body }) =>
    proposeAutoRoster(ctx, auth, a, params.month, body),
  );
  routes.protected(auto.accept, access('scheduler'), ({ auth, access: a, params, body }) =>
    acceptAutoRoster(ctx, auth, a, params.month, body),
  );
  const fileName = (month: string) => fmt(messages.screens.onCallSchedule.exportFileName, { month });
  routes.protected(r.export, access('list'), async ({ auth, access: a, params, reply }) =>
    sendXlsx(reply, fileName(params.month), await exportRosterMonth(ctx, auth, a, params.month)),
  );
  routes.protected(r.print, access('list'), async ({ auth, access: a, params, query, reply }) =>
    sendDownload(reply, {
      fileName: `${fileName(params.month)}.pdf`,
      mime: PDF_MIME,
      content: await printRosterMonth(ctx, auth, a, params.month, query.workplaceId ?? null),
    }),
  );
  routes.protected(r.publish, access('scheduler'), ({ auth, access: a, params, body }) =>
    publishMonth(ctx, auth, a, params.month, body.version),
  );
  // Swaps: doctors act on their own requests (readOwn, ownership checked by the service); the
  // approval is the coordinators' (scheduler).
  const s = onCallSwapRoutes;
  routes.protected(s.list, access('listOwn'), ({ auth, access: a, query }) => listSwaps(ctx, auth, a, query.month));
  routes.protected(s.create, access('readOwn'), ({ auth, access: a, body }) => createSwap(ctx, auth, a, body));
  for (const decision of ['accept', 'reject', 'cancel'] as const) {
    routes.protected(s[decision], access('readOwn'), ({ auth, access: a, params, body }) =>
      decideSwap(ctx, auth, a, params.id, body.version, decision),
    );
  }
  routes.protected(s.approve, access('scheduler'), ({ auth, access: a, params, body }) =>
    decideSwap(ctx, auth, a, params.id, body.version, 'approve'),
  );
}
