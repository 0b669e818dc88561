import { sendDownload } from '../../http/download';
import { customFieldListQuerySchema, eventRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  addAttachment,
  addObservation,
  getEventHistory,
  readAttachment,
  removeAttachment,
} from './event-extras.service';
import { listCustomFields } from '../billing-settings';
import { createEvent, getEventView, setProcedureProportion, updateEvent } from './events.service';

/**
 * Module events: read (readOwn: only events one takes part in) to see, write (writeOwn: only
 * one's own) to change. Answers with money strip them for users who may not see values.
 */
const read: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'events', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
  hasValues: true,
};
const listEvents: RouteAccess['permission'] = {
  module: 'events',
  action: 'list',
  fallback: { action: 'listOwn', ownerOnly: true },
};
/** The attachment download answers bytes, not a record: nothing to strip. */
const readFile: RouteAccess = { ...read, hasValues: false };
const write: RouteAccess = {
  ...read,
  permission: { module: 'events', action: 'write', fallback: { action: 'writeOwn', ownerOnly: true } },
};

/** Event record: create, read, update, history, observations, attachments, proportion edit (issue 6). */
export function registerEventRoutes(routes: RouteBinder, ctx: AppContext): void {
  // The definitions are company settings (module companies); whoever works with events needs them to fill and filter.
  const eventFields = customFieldListQuerySchema.parse({ entity: 'event', active: 'true', sort: 'position' });
  routes.protected(
    eventRoutes.customFields,
    { ...read, permission: listEvents, hasValues: false },
    async ({ auth, access }) => ({
      items: (await listCustomFields(ctx, auth, access, eventFields)).items,
    }),
  );
  routes.protected(eventRoutes.create, write, ({ auth, access, body }) => createEvent(ctx, auth, access, body));
  routes.protected(eventRoutes.get, read, ({ auth, access, params }) => getEventView(ctx, auth, access, params.id));
  routes.protected(eventRoutes.update, write, ({ auth, access, params, body }) =>
    updateEvent(ctx, auth, access, params.id, body),
  );
  routes.protected(eventRoutes.history, read, ({ auth, access, params }) =>
    getEventHistory(ctx, auth, access, params.id),
  );
  routes.protected(eventRoutes.addObservation, write, ({ auth, access, params, body }) =>
    addObservation(ctx, auth, access, params.id, body.text),
  );
  routes.protected(eventRoutes.addAttachment, write, ({ auth, access, params, body }) =>
    addAttachment(ctx, auth, access, params.id, body),
  );
  routes.protected(eventRoutes.downloadAttachment, readFile, async ({ auth, access, params, reply }) => {
    return sendDownload(reply, await readAttachment(ctx, auth, access, params));
  });
  routes.protected(eventRoutes.removeAttachment, write, ({ auth, access, params }) =>
    removeAttachment(ctx, auth, access, params),
  );
  // The proportion rules name "no write permission" as one of their four answers (billing.md §8), so the route asks read.
  routes.protected(eventRoutes.setProportion, read, ({ auth, access, params, body }) =>
    setProcedureProportion(ctx, auth, access, params, body),
  );
}
