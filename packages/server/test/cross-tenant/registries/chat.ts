import { rowsOf, systemActor, withActor } from '@honora/db';
import { sql } from 'drizzle-orm';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_TITLE = 'Grupo sigiloso da vítima';
const SECRET_TEXT = 'Mensagem sigilosa 5582';
type Records = { records: Record<string, string> };
const talk = (v: Records, tail = '', key = 'chatTalkId') => `/api/chat/talks/${v.records[key]}${tail}`;

const byTalk = (key: string): CrossTenantCase[] => [
  { operation: 'GET /api/chat/talks/{id}', method: 'GET', url: (v) => talk(v, '', key), refusedWith: [404] },
  {
    operation: 'GET /api/chat/talks/{id}/messages',
    method: 'GET',
    url: (v) => talk(v, '/messages', key),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/chat/talks/{id}/messages',
    method: 'POST',
    url: (v) => talk(v, '/messages', key),
    body: () => ({ msg: 'Do atacante' }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/chat/talks/{id}/attachments',
    method: 'POST',
    url: (v) => talk(v, '/attachments', key),
    body: () => ({ fileName: 'a.pdf', content: Buffer.from('%PDF-1.4').toString('base64') }),
    refusedWith: [404],
  },
  {
    operation: 'GET /api/chat/talks/{id}/attachments/{messageId}',
    method: 'GET',
    url: (v) => talk(v, `/attachments/${v.records.chatMessageId}`, key),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/chat/talks/{id}/read',
    method: 'POST',
    url: (v) => talk(v, '/read', key),
    refusedWith: [404],
  },
  {
    operation: 'PUT /api/chat/talks/{id}/highlight',
    method: 'PUT',
    url: (v) => talk(v, '/highlight', key),
    body: () => ({ highlighted: true }),
    refusedWith: [404],
  },
  {
    operation: 'PUT /api/chat/talks/{id}/title',
    method: 'PUT',
    url: (v) => talk(v, '/title', key),
    body: () => ({ title: 'Invadido' }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/chat/talks/{id}/members',
    method: 'POST',
    url: (v) => talk(v, '/members', key),
    body: (v) => ({ userIds: [v.userId] }),
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/chat/talks/{id}/members/{userId}',
    method: 'DELETE',
    url: (v) => talk(v, `/members/${v.userId}`, key),
    refusedWith: [404],
  },
];

/**
 * Cross-tenant cases of the chat (decision 066): the victim's group, its company talk and its
 * support talk are not found for any operation by id; the lists, contacts and the unread count
 * show nothing of the victim; a direct talk with the victim's user is refused (not a member of
 * the attacker's company); opening one's own company or support talk touches only one's own.
 */
const cases: CrossTenantCase[] = [
  { operation: 'GET /api/chat/talks', method: 'GET', url: () => '/api/chat/talks', refusedWith: [200] },
  { operation: 'GET /api/chat/unread', method: 'GET', url: () => '/api/chat/unread', refusedWith: [200] },
  { operation: 'GET /api/chat/contacts', method: 'GET', url: () => '/api/chat/contacts', refusedWith: [200] },
  {
    operation: 'POST /api/chat/talks/direct',
    method: 'POST',
    url: () => '/api/chat/talks/direct',
    body: (v) => ({ userId: v.userId }),
    refusedWith: [400],
  },
  {
    operation: 'POST /api/chat/talks/group',
    method: 'POST',
    url: () => '/api/chat/talks/group',
    body: (v) => ({ title: 'Do atacante', userIds: [v.userId] }),
    refusedWith: [400],
  },
  {
    operation: 'POST /api/chat/talks/company',
    method: 'POST',
    url: () => '/api/chat/talks/company',
    refusedWith: [200, 403],
  },
  {
    operation: 'POST /api/chat/talks/support',
    method: 'POST',
    url: () => '/api/chat/talks/support',
    refusedWith: [200, 403],
  },
  ...byTalk('chatTalkId'),
  ...byTalk('chatCompanyTalkId'),
  ...byTalk('chatSupportTalkId'),
];

export const chatArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const insertTalk = async (kind: string, workspace: string, title: string | null, pairKey: string | null) =>
        rowsOf<{ id: string }>(
          await tx.execute(sql`insert into chat_talks (company_id, kind, workspace, title, pair_key, owner_id)
            values (${victim.companyId}, ${kind}, ${workspace}, ${title}, ${pairKey}, ${victim.userId}) returning id`),
        )[0]!.id;
      const group = await insertTalk('group', 'CLIENT', SECRET_TITLE, null);
      const company = await insertTalk('company', 'CLIENT', null, victim.userId);
      const support = await insertTalk('support', 'COMPANY', null, 'support');
      for (const [id, side] of [
        [group, 'CLIENT'],
        [company, 'CLIENT'],
        [support, 'COMPANY'],
      ] as const) {
        await tx.execute(sql`insert into chat_talk_members (company_id, talk_id, user_id, side)
          values (${victim.companyId}, ${id}, ${victim.userId}, ${side})`);
        await tx.execute(sql`insert into chat_messages (company_id, talk_id, sender_id, sender_name, sender_side, type, body)
          values (${victim.companyId}, ${id}, ${victim.userId}, 'Vítima', ${side}, 'text', ${SECRET_TEXT})`);
      }
      const [file] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into chat_messages (company_id, talk_id, sender_id, sender_name, sender_side, type,
            body, file_name, file_size, file_mime, storage_key)
          values (${victim.companyId}, ${group}, ${victim.userId}, 'Vítima', 'CLIENT', 'file', ${SECRET_TEXT},
            'sigiloso.pdf', 8, 'application/pdf', ${`chat/${victim.companyId}/missing`}) returning id`),
      );
      return {
        records: { chatTalkId: group, chatCompanyTalkId: company, chatSupportTalkId: support, chatMessageId: file!.id },
        secrets: [SECRET_TITLE, SECRET_TEXT],
      };
    }),
  cases,
};
