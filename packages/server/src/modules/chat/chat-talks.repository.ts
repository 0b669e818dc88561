import type { ChatSide, ChatTalkKind } from '@honora/contract';
import { rowsOf, type Tx } from '@honora/db';
import { sql, type SQL } from 'drizzle-orm';
import { messageColumns, type MessageRow } from './chat-messages.repository';
import { visibleTalk, type ChatViewer } from './chat-scope';

/** The chat's talks and members (decision 066): queries only; the services decide. */

export interface TalkRow {
  id: string;
  companyId: string;
  companyName: string;
  kind: ChatTalkKind;
  workspace: 'CLIENT' | 'COMPANY';
  title: string | null;
  ownerId: string;
  createdAt: Date | string;
  lastMessageId: string | null;
  lastMessageAt: Date | string | null;
  lastMessagePreview: string | null;
  lastMessageType: 'text' | 'image' | 'file' | null;
  lastSenderId: string | null;
  lastSenderName: string | null;
  highlighted: boolean;
  unread: number;
}

export interface MemberRow {
  talkId: string;
  userId: string;
  name: string;
  sigla: string | null;
  side: ChatSide;
}

/** Messages of the other party after the viewer's read position (`k` is the viewer's member row, maybe absent). */
export function unreadCount(viewer: ChatViewer): SQL {
  return sql`(select count(*)::int from chat_messages m
    where m.talk_id = t.id and m.deleted_at is null
      and m.created_at > coalesce(k.last_read_at, '-infinity'::timestamptz)
      and not (m.sender_id = ${viewer.userId} and m.sender_side = ${viewer.side})
      and (t.kind in ('direct', 'group') or m.sender_side <> ${viewer.side}))`;
}

function talkSelect(viewer: ChatViewer, where: SQL, tail: SQL = sql``): SQL {
  return sql`select t.id, t.company_id as "companyId", c.name as "companyName", t.kind, t.workspace, t.title,
      t.owner_id as "ownerId", t.created_at as "createdAt", t.last_message_id as "lastMessageId",
      t.last_message_at as "lastMessageAt", t.last_message_preview as "lastMessagePreview",
      t.last_message_type as "lastMessageType", t.last_sender_id as "lastSenderId",
      t.last_sender_name as "lastSenderName", coalesce(k.highlighted, false) as highlighted,
      ${unreadCount(viewer)} as unread
    from chat_talks t
    join companies c on c.id = t.company_id
    left join chat_talk_members k on k.talk_id = t.id and k.user_id = ${viewer.userId}
      and k.side = ${viewer.side} and k.deleted_at is null
    where ${visibleTalk(viewer)} and ${where} ${tail}`;
}

export async function findTalk(tx: Tx, viewer: ChatViewer, talkId: string): Promise<TalkRow | null> {
  return rowsOf<TalkRow>(await tx.execute(talkSelect(viewer, sql`t.id = ${talkId}`)))[0] ?? null;
}

/** What writes need of a talk the viewer sees (no counts, no names): one index lookup. */
export type TalkKey = Pick<TalkRow, 'id' | 'companyId' | 'kind' | 'workspace' | 'ownerId'>;

export async function findTalkKey(tx: Tx, viewer: ChatViewer, talkId: string): Promise<TalkKey | null> {
  const rows = rowsOf<TalkKey>(
    await tx.execute(sql`select t.id, t.company_id as "companyId", t.kind, t.workspace, t.owner_id as "ownerId"
      from chat_talks t where t.id = ${talkId} and ${visibleTalk(viewer)}`),
  );
  return rows[0] ?? null;
}

/** A message of a talk the viewer sees, in one statement (the realtime re-read of each delivery). */
export async function findVisibleMessage(
  tx: Tx,
  viewer: ChatViewer,
  talkId: string,
  messageId: string,
): Promise<MessageRow | null> {
  const rows = rowsOf<MessageRow>(
    await tx.execute(sql`select ${messageColumns} from chat_messages m
      join chat_talks t on t.id = m.talk_id
      where m.id = ${messageId} and m.talk_id = ${talkId} and m.deleted_at is null and ${visibleTalk(viewer)}`),
  );
  return rows[0] ?? null;
}

/** The viewer's talks, most recent first; `q` finds a group's name, a person's or the company's (accents ignored). */
export async function listTalks(tx: Tx, viewer: ChatViewer, q: string | undefined, limit: number): Promise<TalkRow[]> {
  const search = q
    ? sql`position(lower(public.honora_unaccent(${q})) in lower(public.honora_unaccent(
        coalesce(t.title, '') || ' ' || c.name || ' ' || coalesce((select string_agg(u.name, ' ')
          from chat_talk_members k2 join users u on u.id = k2.user_id
          where k2.talk_id = t.id and k2.deleted_at is null), '')))) > 0`
    : sql`true`;
  const tail = sql`order by coalesce(t.last_message_at, t.created_at) desc, t.id limit ${limit}`;
  return rowsOf<TalkRow>(await tx.execute(talkSelect(viewer, search, tail)));
}

/** The live members of some talks, with their names. */
export async function talkMembers(tx: Tx, talkIds: readonly string[]): Promise<MemberRow[]> {
  if (talkIds.length === 0) return [];
  return rowsOf<MemberRow>(
    await tx.execute(sql`select k.talk_id as "talkId", k.user_id as "userId", u.name, u.sigla, k.side
      from chat_talk_members k join users u on u.id = k.user_id
      where k.talk_id = any(${sql.param([...talkIds])}::uuid[]) and k.deleted_at is null
      order by k.created_at, u.name`),
  );
}

/** Opening the same pair twice at once makes one talk: the second waits here, then finds the first. */
export async function lockPair(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${key}`}))`);
}

export async function findPairTalkId(
  tx: Tx,
  pair: { companyId: string; kind: ChatTalkKind; workspace: string; pairKey: string },
): Promise<string | null> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from chat_talks where company_id = ${pair.companyId} and kind = ${pair.kind}
      and workspace = ${pair.workspace} and pair_key = ${pair.pairKey} and deleted_at is null`),
  );
  return rows[0]?.id ?? null;
}

export async function insertTalk(
  tx: Tx,
  talk: {
    companyId: string;
    kind: ChatTalkKind;
    workspace: 'CLIENT' | 'COMPANY';
    title: string | null;
    pairKey: string | null;
    ownerId: string;
  },
): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into chat_talks (company_id, kind, workspace, title, pair_key, owner_id)
      values (${talk.companyId}, ${talk.kind}, ${talk.workspace}, ${talk.title}, ${talk.pairKey}, ${talk.ownerId})
      returning id`),
  );
  return rows[0]!.id;
}

/** Puts people in a talk (again, for someone who had left); the rest of their row stays. */
export async function upsertMembers(
  tx: Tx,
  talk: { id: string; companyId: string },
  members: readonly { userId: string; side: ChatSide }[],
): Promise<void> {
  if (members.length === 0) return;
  const values = sql.join(
    members.map((m) => sql`(${talk.companyId}::uuid, ${talk.id}::uuid, ${m.userId}::uuid, ${m.side})`),
    sql`, `,
  );
  await tx.execute(sql`insert into chat_talk_members (company_id, talk_id, user_id, side) values ${values}
    on conflict (talk_id, user_id, side) do update set deleted_at = null, deleted_by = null
    where chat_talk_members.deleted_at is not null`);
}

/** Those of `userIds` who are active members of the company in the workspace. */
export async function activeMemberIds(
  tx: Tx,
  companyId: string,
  workspace: string,
  userIds: readonly string[],
): Promise<string[]> {
  const rows = rowsOf<{ userId: string }>(
    await tx.execute(sql`select user_id as "userId" from company_members
      where company_id = ${companyId} and workspace = ${workspace} and is_active and deleted_at is null
        and user_id = any(${sql.param([...userIds])}::uuid[])`),
  );
  return rows.map((r) => r.userId);
}

export interface ContactRow {
  id: string;
  name: string;
  sigla: string | null;
  email: string;
}

/** The company's active people in the viewer's workspace, the viewer left out; by name (pt-BR order). */
export async function listContacts(
  tx: Tx,
  viewer: ChatViewer & { companyId: string },
  q: string | undefined,
  limit: number,
): Promise<ContactRow[]> {
  const search = q
    ? sql`and position(lower(public.honora_unaccent(${q})) in lower(public.honora_unaccent(u.name || ' ' || u.email))) > 0`
    : sql``;
  return rowsOf<ContactRow>(
    await tx.execute(sql`select u.id, u.name, u.sigla, u.email from company_members m
      join users u on u.id = m.user_id
      where m.company_id = ${viewer.companyId} and m.workspace = ${viewer.side} and m.is_active
        and m.deleted_at is null and u.id <> ${viewer.userId} ${search}
      order by public.honora_sort_key(u.name), u.id limit ${limit}`),
  );
}

export async function renameTalk(tx: Tx, talkId: string, title: string): Promise<void> {
  await tx.execute(sql`update chat_talks set title = ${title} where id = ${talkId}`);
}

/** Marks a member removed; answers whether they were in the talk. */
export async function removeMember(tx: Tx, talkId: string, userId: string, side: ChatSide): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`update chat_talk_members set deleted_at = now()
      where talk_id = ${talkId} and user_id = ${userId} and side = ${side} and deleted_at is null returning id`),
  );
  return rows.length > 0;
}

export async function setHighlight(tx: Tx, talkId: string, viewer: ChatViewer, highlighted: boolean): Promise<void> {
  await tx.execute(sql`update chat_talk_members set highlighted = ${highlighted}
    where talk_id = ${talkId} and user_id = ${viewer.userId} and side = ${viewer.side} and deleted_at is null`);
}

/** The menu badge: unread messages over every talk the viewer sees, and in how many talks. */
export async function unreadTotals(tx: Tx, viewer: ChatViewer): Promise<{ unread: number; talks: number }> {
  const rows = rowsOf<{ unread: number; talks: number }>(
    await tx.execute(sql`select coalesce(sum(n), 0)::int as unread, count(*) filter (where n > 0)::int as talks
      from (select ${unreadCount(viewer)} as n from chat_talks t
        left join chat_talk_members k on k.talk_id = t.id and k.user_id = ${viewer.userId}
          and k.side = ${viewer.side} and k.deleted_at is null
        where ${visibleTalk(viewer)}) x`),
  );
  return rows[0] ?? { unread: 0, talks: 0 };
}
