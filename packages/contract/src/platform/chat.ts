import { z } from 'zod';
import { PDF_MIME } from '../files';
import { fmt, messages } from '../i18n';
import { chatErrorMessages } from '../i18n/screen-texts/chat-errors';
import { defineRoute, type FileTypes } from '../route';

/**
 * The chat's API (platform.md §3 Chat talk and message, §4 viewed, §5/§8 no chatting with
 * oneself, §6 scoped by workspace, §9 the profile refresh bound; decision 066). REST for the
 * reads and writes; realtime through the GraphQL subscription `chatEvents` on the WebSocket at
 * /graphql (CHAT_EVENTS_SUBSCRIPTION), which only says what changed: the client re-reads.
 */

const e = chatErrorMessages;
const v = messages.validation;

export const CHAT_LIMITS = {
  /** Characters of one message. */
  messageMax: 4_000,
  /** Characters of a group's name. */
  titleMax: 80,
  /** People in a group, its creator included (the realtime payload names them all). */
  groupMembersMax: 50,
  /** The largest attachment. */
  attachmentMb: 10,
  fileNameMax: 200,
  /** Messages per page (newest first): default and most. */
  pageSize: 50,
  pageMax: 100,
  /** Characters of a search in a talk, of contacts or of talks. */
  searchMax: 100,
  /** Talks one list answers (most recent first). */
  talksMax: 200,
} as const;

/**
 * platform.md §9: when participants' names change, the screen re-fetches the talk's profiles at
 * most this many times in a row, then stops until the user acts again.
 */
export const CHAT_PROFILE_REFRESH_MAX_REPEATS = 5;

/** direct and group: people of one company in one workspace; company: a client ↔ the company's attendants; support: the company ↔ the product's support (isAdmin). */
export const CHAT_TALK_KINDS = ['direct', 'group', 'company', 'support'] as const;
export type ChatTalkKind = (typeof CHAT_TALK_KINDS)[number];
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'file'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
/** Which side of the talk a member speaks for: the workspace they are in it with. */
export const CHAT_SIDES = ['CLIENT', 'COMPANY', 'ADMIN'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** Attachments, by their first bytes (never by name): images and PDFs. */
export const CHAT_IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CHAT_ATTACHMENT_MIMES = [...CHAT_IMAGE_MIMES, PDF_MIME] as const;
export type ChatAttachmentMime = (typeof CHAT_ATTACHMENT_MIMES)[number];
export const CHAT_ATTACHMENT_FILE: FileTypes = [...CHAT_ATTACHMENT_MIMES];
/** base64 makes 4 bytes of 3; leave room for the JSON around it. */
export const CHAT_ATTACHMENT_BODY_LIMIT = Math.ceil((CHAT_LIMITS.attachmentMb * 1024 * 1024 * 4) / 3) + 64 * 1024;

const id = z.uuid({ error: v.invalidId });

export const chatTalkParamsSchema = z.object({ id });
export const chatMemberParamsSchema = z.object({ id, userId: id });
export const chatMessageParamsSchema = z.object({ id, messageId: id });

export const chatUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sigla: z.string().nullable(),
  side: z.enum(CHAT_SIDES),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatLastMessageSchema = z.object({
  id: z.uuid(),
  msg: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  date: z.string(),
  senderId: z.uuid(),
  senderName: z.string(),
});

/** A talk as the session sees it (platform.md §3: companyId, userIds, users, last message, highlighted, isAdmin). */
export const chatTalkSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  kind: z.enum(CHAT_TALK_KINDS),
  /** A support talk (company ↔ the product's support). */
  isAdmin: z.boolean(),
  /** The group's name; null for the other kinds. */
  title: z.string().nullable(),
  userIds: z.array(z.uuid()),
  users: z.array(chatUserSchema),
  lastMessage: chatLastMessageSchema.nullable(),
  /** Per member: this session's user marked the talk. */
  highlighted: z.boolean(),
  /** Messages of the other party this user has not read yet. */
  unread: z.number().int(),
  createdBy: z.uuid(),
  createdAt: z.string(),
  /** This user may rename the group and add people (members); remove others (its creator). */
  canManage: z.boolean(),
});
export type ChatTalk = z.infer<typeof chatTalkSchema>;
export const chatTalkListSchema = z.object({ items: z.array(chatTalkSchema) });

export const chatFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  mime: z.enum(CHAT_ATTACHMENT_MIMES),
});

/** A message (platform.md §3: msg, date, type, sender, viewed). */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  talkId: z.uuid(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  /** The text; for an attachment, its optional caption. */
  msg: z.string(),
  date: z.string(),
  senderId: z.uuid(),
  senderName: z.string(),
  senderSide: z.enum(CHAT_SIDES),
  /** platform.md §4: read by the other party (every other member of a direct talk or group). */
  viewed: z.boolean(),
  viewedAt: z.string().nullable(),
  /** The attachment (type image or file); download at chatRoutes.attachment. */
  file: chatFileSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessagePageSchema = z.object({
  items: z.array(chatMessageSchema),
  /** Pass as `before` for the older page; null at the first message. */
  nextCursor: z.uuid().nullable(),
});

export const chatContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sigla: z.string().nullable(),
  email: z.string(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;
export const chatContactListSchema = z.object({ items: z.array(chatContactSchema) });

const search = z
  .string()
  .trim()
  .max(CHAT_LIMITS.searchMax, fmt(e.searchTooLong, { max: CHAT_LIMITS.searchMax }))
  .optional();

export const chatSearchQuerySchema = z.object({ q: search });
export const chatMessagesQuerySchema = z.object({
  /** Messages older than this one (the previous page's nextCursor). */
  before: z.uuid({ error: e.invalidCursor }).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageSize),
  /** Words to find in the talk's messages and file names (accents and case ignored). */
  q: search,
});

const messageText = z
  .string({ error: e.msgRequired })
  .trim()
  .max(CHAT_LIMITS.messageMax, fmt(e.msgTooLong, { max: CHAT_LIMITS.messageMax }));
const title = z
  .string({ error: e.titleRequired })
  .trim()
  .min(1, e.titleRequired)
  .max(CHAT_LIMITS.titleMax, fmt(e.titleTooLong, { max: CHAT_LIMITS.titleMax }));
const userIds = z
  .array(id, { error: e.membersRequired })
  .min(1, e.membersRequired)
  .max(CHAT_LIMITS.groupMembersMax - 1, fmt(e.tooManyMembers, { max: CHAT_LIMITS.groupMembersMax }));

export const chatDirectBodySchema = z.object({ userId: id });
export const chatGroupBodySchema = z.object({ title, userIds });
export const chatRenameBodySchema = z.object({ title });
export const chatAddMembersBodySchema = z.object({ userIds });
export const chatHighlightBodySchema = z.object({ highlighted: z.boolean({ error: v.required }) });
export const chatSendBodySchema = z.object({ msg: messageText.min(1, e.msgRequired) });
export const chatAttachmentBodySchema = z.object({
  fileName: z
    .string({ error: e.fileNameRequired })
    .trim()
    .min(1, e.fileNameRequired)
    .max(CHAT_LIMITS.fileNameMax, fmt(e.fileNameTooLong, { max: CHAT_LIMITS.fileNameMax })),
  /** The file, base64: PNG, JPEG, WebP or PDF by its bytes, at most CHAT_LIMITS.attachmentMb. */
  content: z.string({ error: v.required }).min(1, v.required),
  /** An optional caption. */
  msg: messageText.optional(),
});
export const chatReadSchema = z.object({ ok: z.literal(true), readAt: z.string() });
export const chatUnreadSchema = z.object({
  /** Messages not read in all the talks the session sees (the menu badge). */
  unread: z.number().int(),
  /** Talks with at least one of them. */
  talks: z.number().int(),
});

const tags = ['chat'];
const ok = z.object({ ok: z.literal(true) });

/**
 * /client/chat, /company/chat, /admin/chat (decision 066): every workspace, the account module
 * (a signed-in person chats); CLIENT and COMPANY sessions need a selected company, whose talks
 * they see (§6); ADMIN sessions see only support talks.
 */
export const chatRoutes = {
  talks: defineRoute({
    method: 'GET',
    path: '/api/chat/talks',
    summary: 'Conversas que a sessão vê (mais recentes primeiro), com não lidas, última mensagem e destaque',
    tags,
    querystring: chatSearchQuerySchema,
    response: chatTalkListSchema,
  }),
  unread: defineRoute({
    method: 'GET',
    path: '/api/chat/unread',
    summary: 'Total de mensagens não lidas (contador do menu)',
    tags,
    response: chatUnreadSchema,
  }),
  contacts: defineRoute({
    method: 'GET',
    path: '/api/chat/contacts',
    summary: 'Pessoas ativas da empresa, no mesmo acesso, com quem se pode conversar',
    tags,
    querystring: chatSearchQuerySchema,
    response: chatContactListSchema,
  }),
  talk: defineRoute({
    method: 'GET',
    path: '/api/chat/talks/:id',
    summary: 'Uma conversa',
    tags,
    params: chatTalkParamsSchema,
    response: chatTalkSchema,
  }),
  openDirect: defineRoute({
    method: 'POST',
    path: '/api/chat/talks/direct',
    summary: 'Abrir a conversa com uma pessoa da empresa (a mesma, se já existir); recusa consigo mesmo',
    tags,
    body: chatDirectBodySchema,
    response: chatTalkSchema,
  }),
  createGroup: defineRoute({
    method: 'POST',
    path: '/api/chat/talks/group',
    summary: 'Criar um grupo com pessoas da empresa',
    tags,
    body: chatGroupBodySchema,
    response: chatTalkSchema,
  }),
  openCompany: defineRoute({
    method: 'POST',
    path: '/api/chat/talks/company',
    summary: 'Abrir a conversa do cliente com a empresa (atendentes); a mesma, se já existir',
    tags,
    response: chatTalkSchema,
  }),
  openSupport: defineRoute({
    method: 'POST',
    path: '/api/chat/talks/support',
    summary: 'Abrir a conversa da empresa com o suporte do produto; a mesma, se já existir',
    tags,
    response: chatTalkSchema,
  }),
  rename: defineRoute({
    method: 'PUT',
    path: '/api/chat/talks/:id/title',
    summary: 'Renomear um grupo',
    tags,
    params: chatTalkParamsSchema,
    body: chatRenameBodySchema,
    response: chatTalkSchema,
  }),
  addMembers: defineRoute({
    method: 'POST',
    path: '/api/chat/talks/:id/members',
    summary: 'Adicionar pessoas da empresa a um grupo',
    tags,
    params: chatTalkParamsSchema,
    body: chatAddMembersBodySchema,
    response: chatTalkSchema,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/chat/talks/:id/members/:userId',
    summary: 'Tirar uma pessoa de um grupo (quem criou), ou sair dele (a própria pessoa)',
    tags,
    params: chatMemberParamsSchema,
    response: ok,
  }),
  highlight: defineRoute({
    method: 'PUT',
    path: '/api/chat/talks/:id/highlight',
    summary: 'Destacar ou não a conversa (só para quem marca)',
    tags,
    params: chatTalkParamsSchema,
    body: chatHighlightBodySchema,
    response: chatTalkSchema,
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/chat/talks/:id/messages',
    summary: 'Mensagens da conversa, mais novas primeiro, em páginas; busca com q',
    tags,
    params: chatTalkParamsSchema,
    querystring: chatMessagesQuerySchema,
    response: chatMessagePageSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/chat/talks/:id/messages',
    summary: 'Enviar uma mensagem de texto',
    tags,
    params: chatTalkParamsSchema,
    body: chatSendBodySchema,
    response: chatMessageSchema,
  }),
  sendAttachment: defineRoute({
    method: 'POST',
    path: '/api/chat/talks/:id/attachments',
    summary: 'Enviar uma imagem (PNG, JPEG, WebP) ou um PDF, pelo conteúdo, em base64',
    tags,
    params: chatTalkParamsSchema,
    body: chatAttachmentBodySchema,
    bodyLimit: CHAT_ATTACHMENT_BODY_LIMIT,
    response: chatMessageSchema,
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/api/chat/talks/:id/attachments/:messageId',
    summary: 'O arquivo de uma mensagem (só para quem vê a conversa)',
    tags,
    params: chatMessageParamsSchema,
    response: z.unknown(),
    fileTypes: CHAT_ATTACHMENT_FILE,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/chat/talks/:id/read',
    summary: 'Marcar a conversa como lida ao abri-la (as mensagens da outra parte ficam visualizadas)',
    tags,
    params: chatTalkParamsSchema,
    response: chatReadSchema,
  }),
} as const;

// ---- realtime ---------------------------------------------------------------------------

/**
 * What changed in a talk: message (a new one, `message` set), read (someone read it: viewed
 * flags changed), talk (created, renamed, people added or removed: re-read the talk and the
 * list), highlight (this user's mark, on their other tabs).
 */
export const CHAT_EVENT_KINDS = ['message', 'read', 'talk', 'highlight'] as const;
export type ChatEventKind = (typeof CHAT_EVENT_KINDS)[number];

/** One event of the subscription, as the session may see it. */
export const chatEventSchema = z.object({
  kind: z.enum(CHAT_EVENT_KINDS),
  talkId: z.uuid(),
  /** Who did it. */
  actorId: z.uuid(),
  at: z.string(),
  /** The new message (kind message), re-read for this session; null otherwise. */
  message: chatMessageSchema.nullable(),
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** The GraphQL subscription (graphql-ws on /graphql, same session cookie). */
export const CHAT_EVENTS_SUBSCRIPTION = `subscription ChatEvents {
  chatEvents {
    kind
    talkId
    actorId
    at
    message { id talkId type msg date senderId senderName senderSide viewed viewedAt file { name size mime } }
  }
}`;
