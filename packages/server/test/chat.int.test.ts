import { CHAT_LIMITS, messages, type ChatTalk } from '@honora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT, createChatWorld, messagesOf, openDirect, send, talksOf, type ChatWorld } from './chat-world';

/**
 * The chat's talks and messages (platform.md §3 Chat, §4 viewed, §5/§8 no chatting with oneself;
 * decision 066): direct talks opened once per pair, messages in pages with search, unread counts,
 * viewed when the other opens the talk, highlight per member, groups and their membership rules,
 * and bad input refused with pt-BR messages without writing anything.
 */
const e = messages.screens.chat.errors;
let w: ChatWorld;
let direct: ChatTalk;

beforeAll(async () => {
  w = await createChatWorld();
  direct = await openDirect(w.ana, w.ids.bruno);
}, 180_000);
afterAll(() => w?.t.close());

describe('direct talks', () => {
  it('opens one talk per pair, from either side, with both people', async () => {
    expect(direct.kind).toBe('direct');
    expect(direct.isAdmin).toBe(false);
    expect(direct.companyId).toBe(w.companyA);
    expect(new Set(direct.userIds)).toEqual(new Set([w.ids.ana, w.ids.bruno]));
    expect((await openDirect(w.ana, w.ids.bruno)).id).toBe(direct.id);
    expect((await openDirect(w.bruno, w.ids.ana)).id).toBe(direct.id);
  });

  it('refuses chatting with oneself with the spec message (§8), and people of other companies', async () => {
    const self = await w.ana.post(`${CHAT}/talks/direct`, { userId: w.ids.ana });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(e.cannotChatWithYourself);
    expect(self.json().fields[0].path).toBe('userId');
    const foreign = await w.ana.post(`${CHAT}/talks/direct`, { userId: w.ids.zeca });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(e.notCompanyMember);
    // dora is in company A on both workspaces, eli only on COMPANY: not a CLIENT contact of ana
    expect((await w.ana.post(`${CHAT}/talks/direct`, { userId: w.ids.eli })).statusCode).toBe(400);
    for (const body of [{ userId: 'x' }, { userId: 42 }, {}, { userId: `${w.ids.bruno}\u0000` }]) {
      expect((await w.ana.post(`${CHAT}/talks/direct`, body)).statusCode).toBe(400);
    }
    expect((await talksOf(w.ana)).map((t) => t.id)).toEqual([direct.id]);
  });

  it('lists contacts of the company in the same workspace, without oneself', async () => {
    const res = await w.ana.get(`${CHAT}/contacts`);
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { items: { name: string }[] }).items.map((c) => c.name);
    expect(names).toEqual(['Bruno', 'Carla', 'Dora']);
    const found = (await w.ana.get(`${CHAT}/contacts?q=CARLA`)).json() as { items: { name: string }[] };
    expect(found.items.map((c) => c.name)).toEqual(['Carla']);
    const company = (await w.dora.get(`${CHAT}/contacts`)).json() as { items: { name: string }[] };
    expect(company.items.map((c) => c.name)).toEqual(['Eli']);
    expect((await w.admin.get(`${CHAT}/contacts`)).json()).toEqual({ items: [] });
  });
});

describe('messages, unread and viewed (§4)', () => {
  it('counts unread for the other, and marks viewed only when the non-sender opens the talk', async () => {
    const first = await send(w.ana, direct.id, 'Bom dia, Bruno');
    await send(w.ana, direct.id, 'Tudo certo para amanhã?');
    expect(first.viewed).toBe(false);
    expect(first.senderName).toBe('Ana Ávila');

    const brunoTalk = (await talksOf(w.bruno)).find((t) => t.id === direct.id)!;
    expect(brunoTalk.unread).toBe(2);
    expect(brunoTalk.lastMessage?.msg).toBe('Tudo certo para amanhã?');
    expect((await talksOf(w.ana)).find((t) => t.id === direct.id)!.unread).toBe(0);
    expect((await w.bruno.get(`${CHAT}/unread`)).json()).toEqual({ unread: 2, talks: 1 });

    // The sender opening the talk views nothing of their own.
    expect((await w.ana.post(`${CHAT}/talks/${direct.id}/read`)).statusCode).toBe(200);
    expect((await messagesOf(w.ana, direct.id)).every((m) => !m.viewed)).toBe(true);

    const read = await w.bruno.post(`${CHAT}/talks/${direct.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    const seen = await messagesOf(w.ana, direct.id);
    expect(seen.every((m) => m.viewed && m.viewedAt)).toBe(true);
    expect((await w.bruno.get(`${CHAT}/unread`)).json()).toEqual({ unread: 0, talks: 0 });

    const reply = await send(w.bruno, direct.id, 'Sim!');
    expect((await messagesOf(w.bruno, direct.id))[0]).toMatchObject({ id: reply.id, viewed: false });
  });

  it('pages newest first with a cursor, and finds words in a talk ignoring accents and case', async () => {
    const talk = await openDirect(w.ana, w.ids.carla);
    for (let i = 1; i <= 7; i += 1) await send(w.ana, talk.id, `Mensagem ${i}${i === 4 ? ' com Ação' : ''}`);
    const page1 = (await w.ana.get(`${CHAT}/talks/${talk.id}/messages?limit=3`)).json();
    expect(page1.items.map((m: { msg: string }) => m.msg)).toEqual(['Mensagem 7', 'Mensagem 6', 'Mensagem 5']);
    const page2 = (await w.ana.get(`${CHAT}/talks/${talk.id}/messages?limit=3&before=${page1.nextCursor}`)).json();
    expect(page2.items.map((m: { msg: string }) => m.msg)).toEqual(['Mensagem 4 com Ação', 'Mensagem 3', 'Mensagem 2']);
    const page3 = (await w.ana.get(`${CHAT}/talks/${talk.id}/messages?limit=3&before=${page2.nextCursor}`)).json();
    expect(page3).toMatchObject({ items: [{ msg: 'Mensagem 1' }], nextCursor: null });
    expect((await messagesOf(w.carla, talk.id, '?q=acao')).map((m) => m.msg)).toEqual(['Mensagem 4 com Ação']);
    expect(await messagesOf(w.carla, talk.id, '?q=inexistente')).toEqual([]);

    const foreignCursor = await w.ana.get(
      `${CHAT}/talks/${talk.id}/messages?before=${direct.lastMessage?.id ?? w.ids.ana}`,
    );
    expect(foreignCursor.statusCode).toBe(400);
    expect(foreignCursor.json().message).toBe(e.invalidCursor);
    for (const query of ['?limit=0', '?limit=101', '?before=x', `?q=${'a'.repeat(CHAT_LIMITS.searchMax + 1)}`]) {
      expect((await w.ana.get(`${CHAT}/talks/${talk.id}/messages${query}`)).statusCode).toBe(400);
    }
  });

  it('refuses empty, too long, NUL and wrongly typed messages, writing nothing', async () => {
    const before = (await messagesOf(w.ana, direct.id, '?limit=100')).length;
    const url = `${CHAT}/talks/${direct.id}/messages`;
    const empty = await w.ana.post(url, { msg: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].message).toBe(e.msgRequired);
    const long = await w.ana.post(url, { msg: 'x'.repeat(CHAT_LIMITS.messageMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].message).toBe(`A mensagem passa de ${CHAT_LIMITS.messageMax} caracteres.`);
    for (const body of [{ msg: 'a\u0000b' }, { msg: 12 }, { msg: ['a'] }, {}, { msg: null }]) {
      expect((await w.ana.post(url, body)).statusCode).toBe(400);
    }
    expect((await w.ana.post(url, { msg: 'x'.repeat(CHAT_LIMITS.messageMax) })).statusCode).toBe(200);
    expect((await messagesOf(w.ana, direct.id, '?limit=100')).length).toBe(before + 1);
  });
});

describe('highlight (§3 highlighted)', () => {
  it('is per member: one person marking a talk does not mark it for the other', async () => {
    const marked = await w.ana.put(`${CHAT}/talks/${direct.id}/highlight`, { highlighted: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().highlighted).toBe(true);
    expect((await talksOf(w.ana)).find((t) => t.id === direct.id)!.highlighted).toBe(true);
    expect((await talksOf(w.bruno)).find((t) => t.id === direct.id)!.highlighted).toBe(false);
    expect((await w.ana.put(`${CHAT}/talks/${direct.id}/highlight`, { highlighted: 'sim' })).statusCode).toBe(400);
    await w.ana.put(`${CHAT}/talks/${direct.id}/highlight`, { highlighted: false });
    expect((await talksOf(w.ana)).find((t) => t.id === direct.id)!.highlighted).toBe(false);
  });
});

describe('groups', () => {
  it('creates a group with people of the company, the creator in it; refuses oneself alone and strangers', async () => {
    const url = `${CHAT}/talks/group`;
    const self = await w.ana.post(url, { title: 'Só eu', userIds: [w.ids.ana] });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(e.cannotChatWithYourself);
    const stranger = await w.ana.post(url, { title: 'Misturado', userIds: [w.ids.bruno, w.ids.zeca] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(e.notCompanyMember);
    expect((await w.ana.post(url, { title: '', userIds: [w.ids.bruno] })).json().fields[0].message).toBe(
      e.titleRequired,
    );
    expect((await w.ana.post(url, { title: 'x'.repeat(81), userIds: [w.ids.bruno] })).statusCode).toBe(400);
    expect((await w.ana.post(url, { title: 'Vazio', userIds: [] })).json().fields[0].message).toBe(e.membersRequired);
    const many = Array.from({ length: CHAT_LIMITS.groupMembersMax }, () => w.ids.bruno);
    expect((await w.ana.post(url, { title: 'Grande', userIds: many })).statusCode).toBe(400);

    const created = await w.ana.post(url, { title: 'Plantão', userIds: [w.ids.bruno, w.ids.carla, w.ids.ana] });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json() as ChatTalk;
    expect(group).toMatchObject({ kind: 'group', title: 'Plantão', createdBy: w.ids.ana, canManage: true });
    expect(new Set(group.userIds)).toEqual(new Set([w.ids.ana, w.ids.bruno, w.ids.carla]));

    const renamed = await w.bruno.put(`${CHAT}/talks/${group.id}/title`, { title: 'Plantão noturno' });
    expect(renamed.json().title).toBe('Plantão noturno');
    const notGroup = await w.ana.put(`${CHAT}/talks/${direct.id}/title`, { title: 'x' });
    expect(notGroup.statusCode).toBe(400);
    expect(notGroup.json().message).toBe(e.groupOnly);

    const byOther = await w.bruno.request('DELETE', `${CHAT}/talks/${group.id}/members/${w.ids.carla}`);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(e.onlyCreatorRemoves);
    expect((await w.ana.request('DELETE', `${CHAT}/talks/${group.id}/members/${w.ids.carla}`)).statusCode).toBe(200);
    expect((await w.carla.get(`${CHAT}/talks/${group.id}`)).statusCode).toBe(404);
    expect((await w.carla.post(`${CHAT}/talks/${group.id}/messages`, { msg: 'oi' })).statusCode).toBe(404);

    const back = await w.bruno.post(`${CHAT}/talks/${group.id}/members`, { userIds: [w.ids.carla] });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().userIds).toContain(w.ids.carla);
    expect((await w.bruno.post(`${CHAT}/talks/${group.id}/members`, { userIds: [w.ids.zeca] })).statusCode).toBe(400);

    // viewed in a group: once every other member has read it
    const m = await send(w.ana, group.id, 'Escala fechada');
    await w.bruno.post(`${CHAT}/talks/${group.id}/read`);
    expect((await messagesOf(w.ana, group.id))[0]).toMatchObject({ id: m.id, viewed: false });
    await w.carla.post(`${CHAT}/talks/${group.id}/read`);
    expect((await messagesOf(w.ana, group.id))[0]).toMatchObject({ id: m.id, viewed: true });

    expect((await w.carla.request('DELETE', `${CHAT}/talks/${group.id}/members/${w.ids.carla}`)).statusCode).toBe(200);
    expect((await w.carla.get(`${CHAT}/talks/${group.id}/messages`)).statusCode).toBe(404);
  });
});
