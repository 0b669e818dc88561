import { CHAT_EVENT_KINDS, CHAT_MESSAGE_TYPES, CHAT_SIDES, type ChatEvent, type ChatMessage } from '@honora/contract';
import { builder } from './builder';

/** The GraphQL types of the chat's subscription (platform.md §3 Chat message; decision 066). */

const ChatEventKindEnum = builder.enumType('ChatEventKind', { values: CHAT_EVENT_KINDS });
const ChatMessageTypeEnum = builder.enumType('ChatMessageType', { values: CHAT_MESSAGE_TYPES });
const ChatSideEnum = builder.enumType('ChatSide', { values: CHAT_SIDES });

type ChatFile = NonNullable<ChatMessage['file']>;

const ChatFileRef = builder.objectRef<ChatFile>('ChatFile').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    size: t.exposeInt('size'),
    mime: t.exposeString('mime'),
  }),
});

const ChatMessageRef = builder.objectRef<ChatMessage>('ChatMessage').implement({
  description: 'Uma mensagem da conversa, como a sessão a vê.',
  fields: (t) => ({
    id: t.exposeID('id'),
    talkId: t.exposeID('talkId'),
    type: t.field({ type: ChatMessageTypeEnum, resolve: (m) => m.type }),
    msg: t.exposeString('msg'),
    date: t.exposeString('date'),
    senderId: t.exposeID('senderId'),
    senderName: t.exposeString('senderName'),
    senderSide: t.field({ type: ChatSideEnum, resolve: (m) => m.senderSide }),
    viewed: t.exposeBoolean('viewed'),
    viewedAt: t.exposeString('viewedAt', { nullable: true }),
    file: t.field({ type: ChatFileRef, nullable: true, resolve: (m) => m.file }),
  }),
});

export const ChatEventRef = builder.objectRef<ChatEvent>('ChatEvent').implement({
  description:
    'O que mudou numa conversa: message (nova mensagem), read (alguém leu: visualizadas mudaram), ' +
    'talk (criada, renomeada, pessoas incluídas ou retiradas), highlight (o destaque do próprio usuário).',
  fields: (t) => ({
    kind: t.field({ type: ChatEventKindEnum, resolve: (e) => e.kind }),
    talkId: t.exposeID('talkId'),
    actorId: t.exposeID('actorId'),
    at: t.exposeString('at'),
    message: t.field({ type: ChatMessageRef, nullable: true, resolve: (e) => e.message }),
  }),
});
