import { CHAT_LIMITS, messages, type ChatMessage, type ChatTalk } from '@honora/contract';
import { rowsOf } from '@honora/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT,
  createChatWorld,
  messagesOf,
  openDirect,
  PDF,
  PNG,
  send,
  talksOf,
  WEBP,
  type ChatWorld,
} from './chat-world';

/**
 * The chat's scoping by workspace (platform.md §6; decision 066) — a client sees its own talks,
 * a company its company's (attendants the company and support talks), an admin the support
 * (isAdmin) talks; another company's or workspace's talk is not found — and its attachments
 * (images and PDFs by their bytes, size limit, members only).
 */
const e = messages.screens.chat.errors;
let w: ChatWorld;
let direct: ChatTalk;

beforeAll(async () => {
  w = await createChatWorld();
  direct = await openDirect(w.ana, w.ids.bruno);
  await send(w.ana, direct.id, 'Particular');
}, 180_000);
afterAll(() => w?.t.close());

const ids = (talks: ChatTalk[]) => talks.map((t) => t.id);

describe('another company, another workspace, not a member', () => {
  it('answers 404 for every read and write of a talk one may not see', async () => {
    for (const outsider of [w.zeca, w.carla, w.dora, w.eli, w.admin]) {
      expect(await talksOf(outsider)).not.toContainEqual(expect.objectContaining({ id: direct.id }));
      expect((await outsider.get(`${CHAT}/talks/${direct.id}`)).statusCode).toBe(404);
      expect((await outsider.get(`${CHAT}/talks/${direct.id}/messages`)).statusCode).toBe(404);
      const sent = await outsider.post(`${CHAT}/talks/${direct.id}/messages`, { msg: 'intruso' });
      expect(sent.statusCode).toBe(404);
      expect(sent.json().message).toBe(e.talkNotFound);
      expect((await outsider.post(`${CHAT}/talks/${direct.id}/read`)).statusCode).toBe(404);
      expect((await outsider.put(`${CHAT}/talks/${direct.id}/highlight`, { highlighted: true })).statusCode).toBe(404);
    }
    expect((await messagesOf(w.bruno, direct.id)).map((m) => m.msg)).toEqual(['Particular']);
    expect((await w.ana.get(`${CHAT}/talks/${w.ids.ana}`)).statusCode).toBe(404);
    expect((await w.ana.get(`${CHAT}/talks/not-a-uuid`)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await w.t.app.inject({ method: 'GET', url: `${CHAT}/talks` })).statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'GET', url: `${CHAT}/unread` })).statusCode).toBe(401);
  });
});

describe('company talks (a client ↔ the company) and support talks (isAdmin)', () => {
  it("lets a client talk to the company's attendants, and only them", async () => {
    const opened = await w.ana.post(`${CHAT}/talks/company`);
    expect(opened.statusCode, opened.body).toBe(200);
    const talk = opened.json() as ChatTalk;
    expect(talk).toMatchObject({ kind: 'company', isAdmin: false, companyName: 'Clínica Alfa' });
    expect((await w.ana.post(`${CHAT}/talks/company`)).json().id).toBe(talk.id);
    const question = await send(w.ana, talk.id, 'Preciso da segunda via');

    expect(ids(await talksOf(w.dora))).toContain(talk.id);
    expect((await talksOf(w.dora)).find((t) => t.id === talk.id)!.unread).toBe(1);
    expect(ids(await talksOf(w.eli))).not.toContain(talk.id);
    expect(ids(await talksOf(w.bruno))).not.toContain(talk.id);
    expect(ids(await talksOf(w.doraClient))).not.toContain(talk.id);
    expect((await w.eli.post(`${CHAT}/talks/${talk.id}/messages`, { msg: 'x' })).statusCode).toBe(404);

    await w.dora.post(`${CHAT}/talks/${talk.id}/read`);
    expect((await messagesOf(w.ana, talk.id))[0]).toMatchObject({ id: question.id, viewed: true });
    const answer = await send(w.dora, talk.id, 'Enviada por e-mail');
    expect(answer.senderSide).toBe('COMPANY');
    expect((await talksOf(w.ana)).find((t) => t.id === talk.id)!.unread).toBe(1);

    const fromCompany = await w.dora.post(`${CHAT}/talks/company`);
    expect(fromCompany.statusCode).toBe(403);
    expect(fromCompany.json().message).toBe(e.companyTalkFromClient);
  });

  it('lets attendants talk to support, seen by admins and not by clients or other companies', async () => {
    const refused = await w.eli.post(`${CHAT}/talks/support`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(e.supportNotAllowed);
    expect((await w.ana.post(`${CHAT}/talks/support`)).statusCode).toBe(403);

    const talk = (await w.dora.post(`${CHAT}/talks/support`)).json() as ChatTalk;
    expect(talk).toMatchObject({ kind: 'support', isAdmin: true, companyId: w.companyA });
    expect((await w.dora.post(`${CHAT}/talks/support`)).json().id).toBe(talk.id);
    await send(w.dora, talk.id, 'O XML não valida');

    const adminTalks = await talksOf(w.admin);
    expect(ids(adminTalks)).toEqual([talk.id]);
    expect(adminTalks[0]!.unread).toBe(1);
    const reply = await send(w.admin, talk.id, 'Vamos verificar');
    expect(reply.senderSide).toBe('ADMIN');
    await w.admin.post(`${CHAT}/talks/${talk.id}/read`);
    expect((await messagesOf(w.dora, talk.id)).map((m) => [m.msg, m.viewed])).toEqual([
      ['Vamos verificar', false],
      ['O XML não valida', true],
    ]);
    for (const outsider of [w.ana, w.doraClient, w.zeca, w.eli]) {
      expect((await outsider.get(`${CHAT}/talks/${talk.id}`)).statusCode).toBe(404);
    }
    // The admin's own direct talks: none (admins see admin chats only).
    expect((await w.admin.post(`${CHAT}/talks/direct`, { userId: w.ids.ana })).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  const upload = (client = w.ana, body: Record<string, unknown>, talkId = direct.id) =>
    client.post(`${CHAT}/talks/${talkId}/attachments`, body);

  it('sends images and PDFs by their bytes, downloadable by who sees the talk only', async () => {
    const image = await upload(w.ana, { fileName: 'raio-x.png', content: PNG.toString('base64'), msg: 'Veja' });
    expect(image.statusCode, image.body).toBe(200);
    const message = image.json() as ChatMessage;
    expect(message).toMatchObject({ type: 'image', msg: 'Veja', file: { name: 'raio-x.png', mime: 'image/png' } });
    const webp = await upload(w.ana, { fileName: 'foto.webp', content: WEBP.toString('base64') });
    expect(webp.json()).toMatchObject({ type: 'image', file: { mime: 'image/webp' } });
    const pdf = await upload(w.ana, { fileName: 'guia.png', content: PDF.toString('base64') });
    expect(pdf.json()).toMatchObject({ type: 'file', file: { mime: 'application/pdf', name: 'guia.png' } });

    const url = `${CHAT}/talks/${direct.id}/attachments/${message.id}`;
    const got = await w.bruno.get(url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    for (const outsider of [w.zeca, w.carla, w.admin]) expect((await outsider.get(url)).statusCode).toBe(404);
    const textId = (await send(w.ana, direct.id, 'sem anexo')).id;
    expect((await w.bruno.get(`${CHAT}/talks/${direct.id}/attachments/${textId}`)).json().message).toBe(
      e.attachmentNotFound,
    );
  });

  it('refuses other types, oversize, empty and NUL names, leaving no message and no file', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(await w.t.database.db.execute(sql`select count(*)::int as n from chat_messages`))[0]!.n;
    const before = await count();
    const type = await upload(w.ana, { fileName: 'a.png', content: Buffer.from('GIF89a....').toString('base64') });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe(e.fileType);
    const big = Buffer.concat([PNG, Buffer.alloc(CHAT_LIMITS.attachmentMb * 1024 * 1024)]);
    const size = await upload(w.ana, { fileName: 'big.png', content: big.toString('base64') });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe(`O arquivo passa de ${CHAT_LIMITS.attachmentMb} MB.`);
    for (const body of [
      { fileName: 'a\u0000.png', content: PNG.toString('base64') },
      { fileName: '', content: PNG.toString('base64') },
      { fileName: 'a.png', content: '' },
      { fileName: 'a.png', content: 42 },
      { fileName: 'x'.repeat(CHAT_LIMITS.fileNameMax + 1), content: PNG.toString('base64') },
    ]) {
      expect((await upload(w.ana, body)).statusCode).toBe(400);
    }
    expect((await upload(w.zeca, { fileName: 'a.png', content: PNG.toString('base64') })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});
