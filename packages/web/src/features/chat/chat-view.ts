import { fmt, type ChatMessage, type ChatSide, type ChatTalk } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { compareText, formatDate, formatTime, matchesSearch } from '@honora/domain';

/**
 * The chat screen's logic as plain functions (platform.md §3 talk and message, §4 viewed;
 * decision 066): a talk's name as this user sees it, the list's order, the day groups of the
 * messages and the "Visualizada" / "Enviada" line.
 */

/** Who looks at the talk: the signed-in user and the workspace they speak from. */
export interface Viewer {
  userId: string;
  side: ChatSide;
}

/** The other people of the talk (everyone but the viewer). */
export function othersOf(talk: Pick<ChatTalk, 'users'>, viewer: Viewer) {
  return talk.users.filter((user) => user.id !== viewer.userId);
}

/**
 * The talk's name: the group's title; the other person of a direct talk; the client's name for
 * the company's attendants, "Atendimento — <empresa>" for the client; "Suporte Honora" for the
 * company and the company's name for the product's support.
 */
export function talkName(talk: ChatTalk, viewer: Viewer): string {
  const me = talk.users.find((user) => user.id === viewer.userId);
  const others = othersOf(talk, viewer);
  switch (talk.kind) {
    case 'group':
      return talk.title ?? others.map((user) => user.name).join(', ');
    case 'direct':
      return others[0]?.name ?? me?.name ?? '';
    case 'company':
      if (viewer.side === 'CLIENT') return fmt(t.companyTalkName, { name: talk.companyName });
      return talk.users.find((user) => user.side === 'CLIENT')?.name ?? talk.companyName;
    case 'support':
      return viewer.side === 'ADMIN' ? talk.companyName : t.supportName;
  }
}

/** The kind's word shown beside the name (Conversa, Grupo, Empresa, Suporte). */
export function kindLabel(talk: Pick<ChatTalk, 'kind'>): string {
  const labels = { direct: t.kindDirect, group: t.kindGroup, company: t.kindCompany, support: t.kindSupport };
  return labels[talk.kind];
}

/** The last message in one line: its text, or the attachment's word. */
export function previewOf(talk: ChatTalk, viewer: Viewer): string {
  const last = talk.lastMessage;
  if (!last) return '';
  const text = last.msg.trim() || (last.type === 'image' ? t.imageMessage : last.type === 'file' ? t.fileMessage : '');
  const who = last.senderId === viewer.userId ? t.you : talk.kind === 'direct' ? null : last.senderName;
  return who ? `${who}: ${text}` : text;
}

const lastActivity = (talk: ChatTalk) => talk.lastMessage?.date ?? talk.createdAt;

/** Highlighted talks first, then the most recent activity; the name when they tie. */
export function sortTalks(talks: readonly ChatTalk[], viewer: Viewer): ChatTalk[] {
  return [...talks].sort(
    (a, b) =>
      Number(b.highlighted) - Number(a.highlighted) ||
      lastActivity(b).localeCompare(lastActivity(a)) ||
      compareText(talkName(a, viewer), talkName(b, viewer)),
  );
}

/** The talks whose name, company or people match the search (accents and case aside). */
export function filterTalks(talks: readonly ChatTalk[], search: string, viewer: Viewer): ChatTalk[] {
  return talks.filter((talk) =>
    matchesSearch(search, talkName(talk, viewer), talk.companyName, ...talk.users.map((user) => user.name)),
  );
}

/** The admin's support talks grouped by company (sorted by name), each group in list order. */
export function groupByCompany(talks: readonly ChatTalk[]): { companyName: string; talks: ChatTalk[] }[] {
  const groups = new Map<string, ChatTalk[]>();
  for (const talk of talks) groups.set(talk.companyName, [...(groups.get(talk.companyName) ?? []), talk]);
  return [...groups.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([companyName, items]) => ({ companyName, talks: items }));
}

/** "YYYY-MM-DD" of an instant in the browser's time zone. */
function localDay(value: string | Date): string {
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day's heading: Hoje, Ontem or DD/MM/AAAA. */
export function dayLabel(day: string, now: Date): string {
  if (day === localDay(now)) return t.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === localDay(yesterday)) return t.yesterday;
  return formatDate(day);
}

export interface DayGroup<M> {
  day: string;
  label: string;
  messages: M[];
}

/** Messages oldest first, in groups by the day they were sent (the browser's day). */
export function groupByDay<M extends Pick<ChatMessage, 'date' | 'id'>>(
  messages: readonly M[],
  now: Date,
): DayGroup<M>[] {
  const ordered = [...messages].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const groups: DayGroup<M>[] = [];
  for (const message of ordered) {
    const day = localDay(message.date);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, label: dayLabel(day, now), messages: [message] });
  }
  return groups;
}

/** The time of a talk's last message in the list: HH:mm today, Ontem, else DD/MM/AAAA. */
export function listTime(value: string, now: Date): string {
  const day = localDay(value);
  return day === localDay(now) ? formatTime(value) : dayLabel(day, now);
}

/** Under one's own message: "Visualizada" once the other party read it (platform.md §4), else "Enviada". */
export function ownStatus(message: Pick<ChatMessage, 'viewed'>): string {
  return message.viewed ? t.viewed : t.sent;
}

/** Whether the viewer sent the message (shown on the right). */
export function isOwn(message: Pick<ChatMessage, 'senderId'>, viewer: Viewer): boolean {
  return message.senderId === viewer.userId;
}

/** Adds a message (a realtime one, or the answer to a send) once, keeping newest first. */
export function withMessage<M extends Pick<ChatMessage, 'id' | 'date'>>(newestFirst: readonly M[], message: M): M[] {
  if (newestFirst.some((item) => item.id === message.id)) {
    return newestFirst.map((item) => (item.id === message.id ? message : item));
  }
  return [message, ...newestFirst].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}
