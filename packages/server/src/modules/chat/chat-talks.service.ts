import { CHAT_LIMITS, msg, type ChatContact, type ChatTalk, type ChatTalkKind } from '@honora/contract';
import type { Tx } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { announce } from './chat-feed';
import { chatErrors as e, talkNotFound, withViewer, type ChatViewer } from './chat-scope';
import * as repo from './chat-talks.repository';
import { toTalk } from './chat-view';

/**
 * The chat's talks (platform.md §3 Chat talk, §5/§8 no chatting with oneself, §6 scoping;
 * decision 066): list, open or create, group membership, highlight, the menu's unread count.
 */

/** A talk the viewer sees, as they see it; the same 404 for one of another company or workspace. */
export async function talkOrFail(tx: Tx, viewer: ChatViewer, talkId: string): Promise<repo.TalkRow> {
  const row = await repo.findTalk(tx, viewer, talkId);
  if (!row) throw talkNotFound();
  return row;
}

/** The same check for writes and pages, without the list's counts and names. */
export async function talkKeyOrFail(tx: Tx, viewer: ChatViewer, talkId: string): Promise<repo.TalkKey> {
  const row = await repo.findTalkKey(tx, viewer, talkId);
  if (!row) throw talkNotFound();
  return row;
}

async function answerTalk(tx: Tx, viewer: ChatViewer, talkId: string): Promise<ChatTalk> {
  const row = await talkOrFail(tx, viewer, talkId);
  return toTalk(row, await repo.talkMembers(tx, [row.id]), viewer);
}

/** Company and support talks take in an attendant or a support admin the first time they act there. */
export async function joinIfNeeded(tx: Tx, viewer: ChatViewer, talk: repo.TalkKey): Promise<void> {
  if (talk.kind === 'company' || talk.kind === 'support') {
    await repo.upsertMembers(tx, talk, [{ userId: viewer.userId, side: viewer.side }]);
  }
}

function companyOf(viewer: ChatViewer): string {
  if (viewer.side === 'ADMIN' || !viewer.companyId) throw talkNotFound();
  return viewer.companyId;
}

export async function listTalks(ctx: AppContext, viewer: ChatViewer, q: string | undefined): Promise<ChatTalk[]> {
  return withViewer(ctx.db, viewer, async (tx) => {
    const rows = await repo.listTalks(tx, viewer, q || undefined, CHAT_LIMITS.talksMax);
    const members = await repo.talkMembers(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toTalk(row, members, viewer));
  });
}

export function readTalk(ctx: AppContext, viewer: ChatViewer, talkId: string): Promise<ChatTalk> {
  return withViewer(ctx.db, viewer, (tx) => answerTalk(tx, viewer, talkId));
}

export function unreadTotals(ctx: AppContext, viewer: ChatViewer): Promise<{ unread: number; talks: number }> {
  return withViewer(ctx.db, viewer, (tx) => repo.unreadTotals(tx, viewer));
}

export async function listContacts(ctx: AppContext, viewer: ChatViewer, q: string | undefined): Promise<ChatContact[]> {
  if (viewer.side === 'ADMIN' || !viewer.companyId) return [];
  const scoped = { ...viewer, companyId: viewer.companyId };
  return withViewer(ctx.db, viewer, (tx) => repo.listContacts(tx, scoped, q || undefined, CHAT_LIMITS.talksMax));
}

/** The people named must be active members of the company in the viewer's workspace (decision 066). */
async function checkPeople(tx: Tx, viewer: ChatViewer, companyId: string, userIds: readonly string[]): Promise<void> {
  const found = new Set(await repo.activeMemberIds(tx, companyId, viewer.side, userIds));
  if (userIds.some((id) => !found.has(id))) {
    throw AppError.field('inputError', 'userIds', msg(e, 'notCompanyMember'));
  }
}

/**
 * Finds the talk of a pair (direct: the two people; company: the client; support: the company)
 * or makes it, under a lock on the pair so two openings at once make one talk.
 */
async function openPair(
  tx: Tx,
  viewer: ChatViewer,
  pair: { companyId: string; kind: ChatTalkKind; workspace: 'CLIENT' | 'COMPANY'; pairKey: string },
  people: readonly string[],
): Promise<ChatTalk> {
  await repo.lockPair(tx, `${pair.companyId}:${pair.kind}:${pair.workspace}:${pair.pairKey}`);
  let talkId = await repo.findPairTalkId(tx, pair);
  if (!talkId) {
    talkId = await repo.insertTalk(tx, { ...pair, title: null, ownerId: viewer.userId });
    const talk = { id: talkId, companyId: pair.companyId, kind: pair.kind };
    await repo.upsertMembers(
      tx,
      talk,
      people.map((userId) => ({ userId, side: pair.workspace })),
    );
    await announce(tx, talk, { kind: 'talk', actorId: viewer.userId });
  }
  return answerTalk(tx, viewer, talkId);
}

/** POST /api/chat/talks/direct — the talk with one person of the company; platform.md §8: never with oneself. */
export async function openDirect(ctx: AppContext, viewer: ChatViewer, userId: string): Promise<ChatTalk> {
  if (userId === viewer.userId) throw AppError.field('inputError', 'userId', msg(e, 'cannotChatWithYourself'));
  const companyId = companyOf(viewer);
  const workspace = viewer.side as 'CLIENT' | 'COMPANY';
  return withViewer(ctx.db, viewer, async (tx) => {
    const found = await repo.activeMemberIds(tx, companyId, workspace, [userId]);
    if (found.length === 0) throw AppError.field('inputError', 'userId', msg(e, 'notCompanyMember'));
    const pairKey = [viewer.userId, userId].sort().join(':');
    return openPair(tx, viewer, { companyId, kind: 'direct', workspace, pairKey }, [viewer.userId, userId]);
  });
}

/** POST /api/chat/talks/company — a client's talk with the company's attendants (one per client). */
export async function openCompanyTalk(ctx: AppContext, viewer: ChatViewer): Promise<ChatTalk> {
  if (viewer.side !== 'CLIENT') throw new AppError('permissionDenied', { message: msg(e, 'companyTalkFromClient') });
  const companyId = companyOf(viewer);
  return withViewer(ctx.db, viewer, (tx) =>
    openPair(tx, viewer, { companyId, kind: 'company', workspace: 'CLIENT', pairKey: viewer.userId }, [viewer.userId]),
  );
}

/** POST /api/chat/talks/support — the company's talk with the product's support (isAdmin; one per company). */
export async function openSupportTalk(ctx: AppContext, viewer: ChatViewer): Promise<ChatTalk> {
  if (viewer.side !== 'COMPANY' || !viewer.isAttendant) {
    throw new AppError('permissionDenied', { message: msg(e, 'supportNotAllowed') });
  }
  const companyId = companyOf(viewer);
  return withViewer(ctx.db, viewer, (tx) =>
    openPair(tx, viewer, { companyId, kind: 'support', workspace: 'COMPANY', pairKey: 'support' }, [viewer.userId]),
  );
}

/** POST /api/chat/talks/group — a group of people of the company, the creator in it. */
export async function createGroup(
  ctx: AppContext,
  viewer: ChatViewer,
  body: { title: string; userIds: string[] },
): Promise<ChatTalk> {
  const companyId = companyOf(viewer);
  const others = [...new Set(body.userIds)].filter((id) => id !== viewer.userId);
  if (others.length === 0) throw AppError.field('inputError', 'userIds', msg(e, 'cannotChatWithYourself'));
  const workspace = viewer.side as 'CLIENT' | 'COMPANY';
  return withViewer(ctx.db, viewer, async (tx) => {
    await checkPeople(tx, viewer, companyId, others);
    const talkId = await repo.insertTalk(tx, {
      companyId,
      kind: 'group',
      workspace,
      title: body.title,
      pairKey: null,
      ownerId: viewer.userId,
    });
    const talk = { id: talkId, companyId, kind: 'group' as const };
    await repo.upsertMembers(
      tx,
      talk,
      [viewer.userId, ...others].map((userId) => ({ userId, side: workspace })),
    );
    await announce(tx, talk, { kind: 'talk', actorId: viewer.userId });
    return answerTalk(tx, viewer, talkId);
  });
}

async function groupOrFail(tx: Tx, viewer: ChatViewer, talkId: string): Promise<repo.TalkKey> {
  const talk = await talkKeyOrFail(tx, viewer, talkId);
  if (talk.kind !== 'group') throw new AppError('inputError', { message: msg(e, 'groupOnly') });
  return talk;
}

/** PUT /api/chat/talks/:id/title — any member renames the group. */
export async function renameGroup(ctx: AppContext, viewer: ChatViewer, talkId: string, title: string) {
  return withViewer(ctx.db, viewer, async (tx) => {
    const talk = await groupOrFail(tx, viewer, talkId);
    await repo.renameTalk(tx, talk.id, title);
    await announce(tx, talk, { kind: 'talk', actorId: viewer.userId });
    return answerTalk(tx, viewer, talk.id);
  });
}

/** POST /api/chat/talks/:id/members — any member adds people of the company, up to the group's size. */
export async function addMembers(ctx: AppContext, viewer: ChatViewer, talkId: string, userIds: string[]) {
  return withViewer(ctx.db, viewer, async (tx) => {
    const talk = await groupOrFail(tx, viewer, talkId);
    const current = (await repo.talkMembers(tx, [talk.id])).map((m) => m.userId);
    const added = [...new Set(userIds)].filter((id) => !current.includes(id));
    if (userIds.every((id) => id === viewer.userId)) {
      throw AppError.field('inputError', 'userIds', msg(e, 'cannotChatWithYourself'));
    }
    if (current.length + added.length > CHAT_LIMITS.groupMembersMax) {
      throw AppError.field('inputError', 'userIds', msg(e, 'tooManyMembers', { max: CHAT_LIMITS.groupMembersMax }));
    }
    await checkPeople(tx, viewer, talk.companyId, added);
    await repo.upsertMembers(
      tx,
      talk,
      added.map((userId) => ({ userId, side: talk.workspace })),
    );
    if (added.length > 0) await announce(tx, talk, { kind: 'talk', actorId: viewer.userId });
    return answerTalk(tx, viewer, talk.id);
  });
}

/** DELETE /api/chat/talks/:id/members/:userId — leave the group, or (its creator) take someone out. */
export async function removeMember(ctx: AppContext, viewer: ChatViewer, talkId: string, userId: string) {
  return withViewer(ctx.db, viewer, async (tx) => {
    const talk = await groupOrFail(tx, viewer, talkId);
    if (userId !== viewer.userId && talk.ownerId !== viewer.userId) {
      throw new AppError('permissionDenied', { message: msg(e, 'onlyCreatorRemoves') });
    }
    const removed = await repo.removeMember(tx, talk.id, userId, talk.workspace);
    if (removed) await announce(tx, talk, { kind: 'talk', actorId: viewer.userId, extra: [userId] });
    return { ok: true as const };
  });
}

/** PUT /api/chat/talks/:id/highlight — the viewer's own mark on the talk (platform.md §3 highlighted). */
export async function highlightTalk(ctx: AppContext, viewer: ChatViewer, talkId: string, highlighted: boolean) {
  return withViewer(ctx.db, viewer, async (tx) => {
    const talk = await talkKeyOrFail(tx, viewer, talkId);
    await joinIfNeeded(tx, viewer, talk);
    await repo.setHighlight(tx, talk.id, viewer, highlighted);
    await announce(tx, talk, { kind: 'highlight', actorId: viewer.userId });
    return answerTalk(tx, viewer, talk.id);
  });
}
