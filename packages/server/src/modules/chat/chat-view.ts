import type { ChatAttachmentMime, ChatMessage, ChatTalk } from '@honora/contract';
import type { MessageRow } from './chat-messages.repository';
import type { ChatViewer } from './chat-scope';
import type { MemberRow, TalkRow } from './chat-talks.repository';

/** The chat's rows as the contract answers them (decision 066). */

export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export function toTalk(row: TalkRow, members: readonly MemberRow[], viewer: ChatViewer): ChatTalk {
  const people = members.filter((m) => m.talkId === row.id);
  const isMember = people.some((m) => m.userId === viewer.userId && m.side === viewer.side);
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    kind: row.kind,
    isAdmin: row.kind === 'support',
    title: row.title,
    userIds: [...new Set(people.map((m) => m.userId))],
    users: people.map((m) => ({ id: m.userId, name: m.name, sigla: m.sigla, side: m.side })),
    lastMessage:
      row.lastMessageId && row.lastMessageAt && row.lastSenderId
        ? {
            id: row.lastMessageId,
            msg: row.lastMessagePreview ?? '',
            type: row.lastMessageType ?? 'text',
            date: iso(row.lastMessageAt),
            senderId: row.lastSenderId,
            senderName: row.lastSenderName ?? '',
          }
        : null,
    highlighted: row.highlighted,
    unread: Number(row.unread),
    createdBy: row.ownerId,
    createdAt: iso(row.createdAt),
    canManage: row.kind === 'group' && isMember,
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    talkId: row.talkId,
    type: row.type,
    msg: row.body,
    date: iso(row.createdAt),
    senderId: row.senderId,
    senderName: row.senderName,
    senderSide: row.senderSide,
    viewed: row.viewedAt !== null,
    viewedAt: row.viewedAt === null ? null : iso(row.viewedAt),
    file:
      row.storageKey && row.fileName && row.fileMime
        ? { name: row.fileName, size: Number(row.fileSize ?? 0), mime: row.fileMime as ChatAttachmentMime }
        : null,
  };
}
