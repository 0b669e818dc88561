import { chatRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { listMessages, markTalkRead, readAttachment, sendAttachment, sendMessage } from './chat-messages.service';
import { chatViewerOf } from './chat-scope';
import {
  addMembers,
  createGroup,
  highlightTalk,
  listContacts,
  listTalks,
  openCompanyTalk,
  openDirect,
  openSupportTalk,
  readTalk,
  removeMember,
  renameGroup,
  unreadTotals,
} from './chat-talks.service';

/**
 * Every signed-in person chats (module account, every workspace): CLIENT and COMPANY sessions in
 * their selected company, ADMIN sessions in support talks (platform.md §6; decision 066). What a
 * session sees is decided by the services' scope, not by a profile.
 */
const chat = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY', 'ADMIN'],
  permission: { module: 'account', action },
});

/** The chat's REST API; its realtime side is the GraphQL subscription chatEvents. */
export function registerChatRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = chatRoutes;
  const read = chat('read');
  const write = chat('write');
  routes.protected(r.talks, read, async ({ auth, access, query }) => ({
    items: await listTalks(ctx, await chatViewerOf(ctx, auth, access), query.q),
  }));
  routes.protected(r.unread, read, async ({ auth, access }) =>
    unreadTotals(ctx, await chatViewerOf(ctx, auth, access)),
  );
  routes.protected(r.contacts, read, async ({ auth, access, query }) => ({
    items: await listContacts(ctx, await chatViewerOf(ctx, auth, access), query.q),
  }));
  routes.protected(r.talk, read, async ({ auth, access, params }) =>
    readTalk(ctx, await chatViewerOf(ctx, auth, access), params.id),
  );
  routes.protected(r.openDirect, write, async ({ auth, access, body }) =>
    openDirect(ctx, await chatViewerOf(ctx, auth, access), body.userId),
  );
  routes.protected(r.createGroup, write, async ({ auth, access, body }) =>
    createGroup(ctx, await chatViewerOf(ctx, auth, access), body),
  );
  routes.protected(r.openCompany, write, async ({ auth, access }) =>
    openCompanyTalk(ctx, await chatViewerOf(ctx, auth, access)),
  );
  routes.protected(r.openSupport, write, async ({ auth, access }) =>
    openSupportTalk(ctx, await chatViewerOf(ctx, auth, access)),
  );
  routes.protected(r.rename, write, async ({ auth, access, params, body }) =>
    renameGroup(ctx, await chatViewerOf(ctx, auth, access), params.id, body.title),
  );
  routes.protected(r.addMembers, write, async ({ auth, access, params, body }) =>
    addMembers(ctx, await chatViewerOf(ctx, auth, access), params.id, body.userIds),
  );
  routes.protected(r.removeMember, write, async ({ auth, access, params }) =>
    removeMember(ctx, await chatViewerOf(ctx, auth, access), params.id, params.userId),
  );
  routes.protected(r.highlight, write, async ({ auth, access, params, body }) =>
    highlightTalk(ctx, await chatViewerOf(ctx, auth, access), params.id, body.highlighted),
  );
  routes.protected(r.messages, read, async ({ auth, access, params, query }) =>
    listMessages(ctx, await chatViewerOf(ctx, auth, access), params.id, query),
  );
  routes.protected(r.send, write, async ({ auth, access, params, body }) =>
    sendMessage(ctx, await chatViewerOf(ctx, auth, access), params.id, body.msg),
  );
  routes.protected(r.sendAttachment, write, async ({ auth, access, params, body }) =>
    sendAttachment(ctx, await chatViewerOf(ctx, auth, access), params.id, body),
  );
  routes.protected(r.attachment, read, async ({ auth, access, params, reply }) =>
    sendDownload(reply, await readAttachment(ctx, await chatViewerOf(ctx, auth, access), params)),
  );
  routes.protected(r.read, write, async ({ auth, access, params }) =>
    markTalkRead(ctx, await chatViewerOf(ctx, auth, access), params.id),
  );
}
