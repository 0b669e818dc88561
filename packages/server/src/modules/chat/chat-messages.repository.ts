import type { ChatMessageType, ChatSide } from '@honora/contract';
import { rowsOf, type Tx } from '@honora/db';
import { sql } from 'drizzle-orm';

/** The chat's messages and read positions (decision 066): queries only; the services decide. */

export interface MessageRow {
  id: string;
  talkId: string;
  type: ChatMessageType;
  body: string;
  createdAt: Date | string;
  senderId: string;
  senderName: string;
  senderSide: ChatSide;
  viewedAt: Date | string | null;
  fileName: string | null;
  fileSize: number | null;
  fileMime: string | null;
  storageKey: string | null;
}

export const messageColumns = sql`m.id, m.talk_id as "talkId", m.type, m.body, m.created_at as "createdAt",
  m.sender_id as "senderId", m.sender_name as "senderName", m.sender_side as "senderSide",
  m.viewed_at as "viewedAt", m.file_name as "fileName", m.file_size as "fileSize",
  m.file_mime as "fileMime", m.storage_key as "storageKey"`;

export async function findMessage(tx: Tx, talkId: string, messageId: string): Promise<MessageRow | null> {
  const rows = rowsOf<MessageRow>(
    await tx.execute(sql`select ${messageColumns} from chat_messages m
      where m.talk_id = ${talkId} and m.id = ${messageId} and m.deleted_at is null`),
  );
  return rows[0] ?? null;
}

/**
 * A page of a talk's messages, newest first, older than the cursor message (its time, then id);
 * `q` keeps those whose text or file name holds it (accents and case ignored). One more row than
 * asked tells whether there is an older page.
 */
export async function listMessages(
  tx: Tx,
  talkId: string,
  page: { before: { createdAt: Date | string; id: string } | null; q: string | undefined; limit: number },
): Promise<MessageRow[]> {
  // The cursor's own time, read in SQL: a driver's Date keeps milliseconds, PostgreSQL microseconds.
  const before = page.before
    ? sql`and (m.created_at, m.id) < (select c.created_at, c.id from chat_messages c where c.id = ${page.before.id})`
    : sql``;
  const search = page.q ? sql`and position(lower(public.honora_unaccent(${page.q})) in m.body_search) > 0` : sql``;
  return rowsOf<MessageRow>(
    await tx.execute(sql`select ${messageColumns} from chat_messages m
      where m.talk_id = ${talkId} and m.deleted_at is null ${before} ${search}
      order by m.created_at desc, m.id desc limit ${page.limit + 1}`),
  );
}

export interface NewMessage {
  companyId: string;
  talkId: string;
  senderId: string;
  senderName: string;
  senderSide: ChatSide;
  type: ChatMessageType;
  body: string;
  file: { name: string; size: number; mime: string; storageKey: string } | null;
}

/** Writes the message and the talk's last-message preview in one statement. */
export async function insertMessage(tx: Tx, message: NewMessage): Promise<MessageRow> {
  const f = message.file;
  const rows = rowsOf<MessageRow>(
    await tx.execute(sql`with m as (
        insert into chat_messages (company_id, talk_id, sender_id, sender_name, sender_side, type, body,
          file_name, file_size, file_mime, storage_key)
        values (${message.companyId}, ${message.talkId}, ${message.senderId}, ${message.senderName},
          ${message.senderSide}, ${message.type}, ${message.body}, ${f?.name ?? null}, ${f?.size ?? null},
          ${f?.mime ?? null}, ${f?.storageKey ?? null})
        returning *
      ), talk as (
        update chat_talks t set last_message_id = m.id, last_message_at = m.created_at,
          last_message_preview = left(coalesce(nullif(m.body, ''), m.file_name, ''), 200),
          last_message_type = m.type, last_sender_id = m.sender_id, last_sender_name = m.sender_name
        from m where t.id = m.talk_id
      )
      select ${messageColumns} from m`),
  );
  return rows[0]!;
}

/**
 * Moves the member's read position to the newest message they can see now (never back); answers
 * the position, or null when nothing was left unread.
 */
export async function markRead(
  tx: Tx,
  talkId: string,
  member: { userId: string; side: ChatSide },
): Promise<{ readAt: Date | string; moved: boolean }> {
  const rows = rowsOf<{ readAt: Date | string; moved: boolean }>(
    await tx.execute(sql`with newest as (
        select max(created_at) as at from chat_messages where talk_id = ${talkId} and deleted_at is null
      ), k as (
        select id as member_id, last_read_at as read_before from chat_talk_members
        where talk_id = ${talkId} and user_id = ${member.userId} and side = ${member.side} and deleted_at is null
      ), moved as (
        update chat_talk_members set last_read_at = newest.at from newest, k
        where chat_talk_members.id = k.member_id and newest.at is not null
          and (k.read_before is null or k.read_before < newest.at)
        returning chat_talk_members.last_read_at as read_now
      )
      select coalesce((select read_now from moved), (select read_before from k), now()) as "readAt",
        exists (select 1 from moved) as moved`),
  );
  return rows[0]!;
}

/**
 * platform.md §4, a message is viewed when the non-sender opens the chat: in a direct talk or a
 * group once every other member has read it; in a company or support talk once anyone on the
 * other side has. Answers how many messages became viewed.
 */
export async function markViewed(
  tx: Tx,
  talk: { id: string; kind: string },
  reader: { userId: string; side: ChatSide },
): Promise<number> {
  const condition =
    talk.kind === 'direct' || talk.kind === 'group'
      ? sql`not exists (select 1 from chat_talk_members k where k.talk_id = m.talk_id and k.deleted_at is null
          and k.user_id <> m.sender_id and (k.last_read_at is null or k.last_read_at < m.created_at))`
      : sql`m.sender_side <> ${reader.side}`;
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`with v as (
        update chat_messages m set viewed_at = now()
        where m.talk_id = ${talk.id} and m.viewed_at is null and m.deleted_at is null
          and m.created_at <= (select r.last_read_at from chat_talk_members r where r.talk_id = m.talk_id
            and r.user_id = ${reader.userId} and r.side = ${reader.side} and r.deleted_at is null)
          and ${condition}
        returning 1
      ) select count(*)::int as n from v`),
  );
  return rows[0]?.n ?? 0;
}
