import { adminContactRoutes, publicSiteRoutes, SPEED_TEST_BYTES } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { listContacts, markContactRead, sendContact } from './contact.service';

/** The contact messages of /admin/inbox: administrators of the admin workspace, module admin. */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** The connection test's download: fixed, not compressible text, built once. */
const SPEED_PAYLOAD = Array.from({ length: SPEED_TEST_BYTES }, (_, i) =>
  String.fromCharCode(97 + ((i * 7919 + (i >> 5)) % 26)),
).join('');

/**
 * The public site (platform.md §2 /contact, /test, /test3; decision 059): nothing here answers
 * internals — no environment, no library versions, no host names.
 */
export function registerPublicSiteRoutes(routes: RouteBinder, ctx: AppContext): void {
  const p = publicSiteRoutes;
  routes.public(p.contact, async ({ body, request }) => {
    await sendContact(ctx, body, request.ip);
    return { ok: true as const };
  });
  routes.public(p.time, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    const now = new Date();
    return { serverTime: now.toISOString(), epochMs: now.getTime() };
  });
  routes.public(p.speedDownload, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { payload: SPEED_PAYLOAD };
  });
  routes.public(p.speedUpload, async ({ body }) => ({ bytes: Buffer.byteLength(body.payload) }));

  const a = adminContactRoutes;
  routes.protected(a.list, admin('read'), ({ query }) => listContacts(ctx, query));
  routes.protected(a.markRead, admin('write'), ({ auth, params, body }) =>
    markContactRead(ctx, auth, params.id, body.isRead),
  );
}
