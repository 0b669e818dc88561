import { moneyRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  cancelEventEntry,
  getEventMoney,
  postEventEntries,
  previewBulkMoney,
  runBulkMoney,
  runMoneyAction,
} from './money.service';

/** Reading an event's money: events read (readOwn: one's own events); amounts only with values. */
const read: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'events', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
  hasValues: true,
};

/**
 * Moving money: events write (writeOwn on one's own event), and the service also asks billing
 * access (billing write), as the issue-6 actions of the spec's billing list do.
 */
const write: RouteAccess = {
  ...read,
  permission: { module: 'events', action: 'write', fallback: { action: 'writeOwn', ownerOnly: true } },
};

/** Money on events: the ledger view, the receive dialog, money actions, cancel, bulk (issue 7). */
export function registerMoneyRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(moneyRoutes.eventMoney, read, ({ auth, access, params }) =>
    getEventMoney(ctx, auth, access, params.id),
  );
  routes.protected(moneyRoutes.postEntries, write, ({ auth, access, params, body }) =>
    postEventEntries(ctx, auth, access, params.id, body),
  );
  routes.protected(moneyRoutes.action, write, ({ auth, access, params, body }) =>
    runMoneyAction(ctx, auth, access, params.id, body),
  );
  routes.protected(moneyRoutes.cancelEntry, write, ({ auth, access, params, body }) =>
    cancelEventEntry(ctx, auth, access, params, body),
  );
  routes.protected(moneyRoutes.bulk, { ...write, hasValues: false }, ({ auth, access, body }) =>
    runBulkMoney(ctx, auth, access, body),
  );
  // The amounts a bulk action would post: written nowhere, so the write permission it asks about.
  routes.protected(moneyRoutes.bulkPreview, write, ({ auth, access, body }) =>
    previewBulkMoney(ctx, auth, access, body),
  );
}
