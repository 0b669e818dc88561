import { messages } from '@honora/contract';
import { ticketMessages, tickets } from '@honora/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import type { TestClient } from './helpers';
import { createTicketsWorld, type TicketsWorld } from './tickets-world';

/**
 * Support tickets (platform.md §2 /admin/inbox, /admin/newTicket, §6 admin rules; decision 065):
 * /contact opens one; administrators with sup or adm answer (e-mailed), note (never e-mailed or
 * shown to the requester), assign (only to sup), change status and links; a company user reads
 * and answers only their own tickets in the selected company.
 */
const ADMIN = '/api/admin/tickets';
const SUPPORT = '/api/support/tickets';
const e = messages.screens.tickets.errors;

let w: TicketsWorld;
beforeAll(async () => {
  w = await createTicketsWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const ticketCount = async () => (await db().select({ n: count() }).from(tickets))[0]!.n;
const messageCount = async () => (await db().select({ n: count() }).from(ticketMessages))[0]!.n;

async function fromContact(subject: string): Promise<string> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/public/contact',
    payload: { name: 'Joana Visitante', email: 'Joana@Visitante.dev', subject, message: 'Quero uma demonstração.' },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = await w.plainAdmin.get(`${ADMIN}?search=${encodeURIComponent(subject)}`);
  expect(list.statusCode, list.body).toBe(200);
  return list.json().items[0].id as string;
}

async function memberTicket(client: TestClient = w.member, over: Record<string, unknown> = {}) {
  const res = await client.post(SUPPORT, { subject: 'Lote recusado', body: 'O lote voltou.', ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; number: number; status: string; messages: unknown[] };
}

describe('a contact message opens a ticket that an administrator answers', () => {
  it('lists the visitor ticket with its first message, and e-mails the reply (not the note)', async () => {
    const id = await fromContact('Demonstração 1');
    const detail = (await w.plainAdmin.get(`${ADMIN}/${id}`)).json();
    expect(detail).toMatchObject({
      channel: 'contact',
      status: 'open',
      requesterName: 'Joana Visitante',
      requesterEmail: 'joana@visitante.dev',
      companyId: null,
      links: { company: null, user: null, event: null, batch: null },
    });
    expect(detail.messages).toMatchObject([{ authorKind: 'requester', body: 'Quero uma demonstração.' }]);

    w.t.sent.length = 0;
    const note = await w.plainAdmin.post(`${ADMIN}/${id}/notes`, { body: 'Cliente grande, prioridade.' });
    expect(note.statusCode, note.body).toBe(200);
    expect(w.t.sent).toEqual([]);
    const reply = await w.plainAdmin.post(`${ADMIN}/${id}/reply`, { body: 'Podemos na terça?' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().status).toBe('waitingCustomer');
    expect(reply.json().messages.map((m: { isInternal: boolean }) => m.isInternal)).toEqual([false, true, false]);
    expect(w.t.sent).toHaveLength(1);
    expect(w.t.sent[0]).toMatchObject({ channel: 'email', to: 'joana@visitante.dev' });
    expect(w.t.sent[0]!.body).toContain('Podemos na terça?');
    expect(w.t.sent[0]!.body).not.toContain('prioridade');

    const solved = await w.plainAdmin.post(`${ADMIN}/${id}/reply`, { body: 'Resolvido.', status: 'solved' });
    expect(solved.json().status).toBe('solved');
  });

  it('filters by status, search and assignee ("mine", "none")', async () => {
    const id = await fromContact('Filtro 2');
    expect((await w.plainAdmin.put(`${ADMIN}/${id}/assignee`, { assigneeId: w.plainAdminId })).statusCode).toBe(200);
    const mine = (await w.plainAdmin.get(`${ADMIN}?assignee=mine`)).json();
    expect(mine.items.map((t: { id: string }) => t.id)).toContain(id);
    const none = (await w.plainAdmin.get(`${ADMIN}?assignee=none`)).json();
    expect(none.items.map((t: { id: string }) => t.id)).not.toContain(id);
    const open = (await w.superAdmin.get(`${ADMIN}?status=open&search=Filtro`)).json();
    expect(open.items).toHaveLength(1);
    expect(open.items[0].assigneeName).toBe('admin@admin.dev');
  });
});

describe('who works tickets', () => {
  it('lets a seller read but not answer, note, assign or change status; an adm administrator answers', async () => {
    const id = await fromContact('Permissões 3');
    expect((await w.seller.get(`${ADMIN}/${id}`)).statusCode).toBe(200);
    const before = await messageCount();
    for (const res of [
      await w.seller.post(`${ADMIN}/${id}/reply`, { body: 'Oi' }),
      await w.seller.post(`${ADMIN}/${id}/notes`, { body: 'Oi' }),
      await w.seller.put(`${ADMIN}/${id}/status`, { status: 'solved' }),
      await w.seller.put(`${ADMIN}/${id}/assignee`, { assigneeId: null }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(e.cannotAnswer);
    }
    expect(await messageCount()).toBe(before);
    expect((await w.admAdmin.post(`${ADMIN}/${id}/reply`, { body: 'Oi' })).statusCode).toBe(200);
  });

  it('assigns only to an administrator with the sup rule', async () => {
    const id = await fromContact('Atribuição 4');
    const refused = await w.superAdmin.put(`${ADMIN}/${id}/assignee`, { assigneeId: w.admAdminId });
    expect(fieldErrors(refused)).toEqual({ assigneeId: e.assigneeNotSupport });
    const unknown = await w.superAdmin.put(`${ADMIN}/${id}/assignee`, { assigneeId: UNKNOWN_ID });
    expect(fieldErrors(unknown)).toEqual({ assigneeId: e.assigneeNotSupport });
    const assignees = (await w.seller.get(`${ADMIN}/assignees`)).json().items.map((a: { id: string }) => a.id);
    expect(assignees).toEqual([w.plainAdminId]);
    const ok = await w.superAdmin.put(`${ADMIN}/${id}/assignee`, { assigneeId: w.plainAdminId });
    expect(ok.json().assigneeId).toBe(w.plainAdminId);
  });
});

describe('/admin/newTicket and links', () => {
  it('opens a ticket for a user with an event and a batch of the linked company, shown by name', async () => {
    const res = await w.plainAdmin.post(ADMIN, {
      requesterUserId: w.memberId,
      subject: 'Aberto pelo suporte',
      body: 'Vimos um problema no seu lote.',
      companyId: w.matrizId,
      eventId: w.own.eventId,
      batchId: w.own.batchId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      channel: 'admin',
      requesterEmail: 'membro@arvore.dev',
      links: {
        company: { id: w.matrizId, name: 'Cooperativa Árvore' },
        user: { id: w.memberId },
        event: { id: w.own.eventId, patientName: 'Paciente Própria', date: '2025-03-10' },
        batch: { id: w.own.batchId, code: '101' },
      },
    });
    // The member reads it in Suporte, in the company it concerns.
    const mine = (await w.member.get(SUPPORT)).json().items.map((t: { id: string }) => t.id);
    expect(mine).toContain(res.json().id);
  });

  it("refuses another company's event or batch and a missing requester; writes nothing", async () => {
    const before = await ticketCount();
    const base = { requesterEmail: 'a@b.dev', subject: 'X', body: 'Y', companyId: w.matrizId };
    expect(fieldErrors(await w.plainAdmin.post(ADMIN, { ...base, subject: '', body: '' }))).toMatchObject({
      subject: e.subject,
    });
    const foreignEvent = await w.plainAdmin.post(ADMIN, { ...base, eventId: w.foreign.eventId });
    expect(foreignEvent.statusCode).toBe(404);
    expect(foreignEvent.json().message).toBe(e.eventNotFound);
    const foreignBatch = await w.plainAdmin.post(ADMIN, { ...base, batchId: w.foreign.batchId });
    expect(foreignBatch.json().message).toBe(e.batchNotFound);
    expect(fieldErrors(await w.plainAdmin.post(ADMIN, { subject: 'X', body: 'Y' }))).toEqual({
      requesterEmail: e.requester,
    });
    expect(await ticketCount()).toBe(before);
  });

  it("takes the event's company when no company is linked", async () => {
    const res = await w.plainAdmin.post(ADMIN, {
      requesterEmail: 'a@b.dev',
      subject: 'X',
      body: 'Y',
      eventId: w.own.eventId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().links.company).toEqual({ id: w.matrizId, name: 'Cooperativa Árvore' });
  });

  it('edits links and refuses unknown ids', async () => {
    const id = await fromContact('Vínculos 5');
    const ok = await w.plainAdmin.put(`${ADMIN}/${id}/links`, {
      companyId: w.otherCompanyId,
      userId: null,
      eventId: w.foreign.eventId,
      batchId: null,
    });
    expect(ok.json().links.event.patientName).toBe('Paciente Alheia');
    const bad = await w.plainAdmin.put(`${ADMIN}/${id}/links`, { companyId: UNKNOWN_ID });
    expect(bad.statusCode).toBe(404);
    expect((await w.plainAdmin.get(`${ADMIN}/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('bad input never writes and never answers 500', () => {
  it('refuses NUL bytes, huge text, wrong types and bad enums', async () => {
    const id = await fromContact('Entradas 6');
    const before = await messageCount();
    const cases: [string, string, unknown][] = [
      ['POST', `${ADMIN}/${id}/reply`, { body: 'a\u0000b' }],
      ['POST', `${ADMIN}/${id}/reply`, { body: 'x'.repeat(10_001) }],
      ['POST', `${ADMIN}/${id}/reply`, { body: 12 }],
      ['POST', `${ADMIN}/${id}/reply`, { body: 'ok', status: 'closed' }],
      ['POST', `${ADMIN}/${id}/notes`, { body: ['a'] }],
      ['PUT', `${ADMIN}/${id}/status`, { status: 1e308 }],
      ['PUT', `${ADMIN}/${id}/assignee`, { assigneeId: 'not-a-uuid' }],
      ['POST', ADMIN, { requesterEmail: 'x', subject: 'a', body: 'b' }],
      ['POST', ADMIN, { requesterEmail: 'a@b.dev', subject: 'a'.repeat(151), body: 'b' }],
      ['POST', SUPPORT, { subject: 'a\u0000', body: 'b' }],
      ['POST', SUPPORT, { subject: 'a', body: 'b', eventId: 99 }],
    ];
    for (const [method, url, body] of cases) {
      const client = url.startsWith(SUPPORT) ? w.member : w.plainAdmin;
      const res = await client.request(method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
    }
    const huge = await w.plainAdmin.get(`${ADMIN}?page=1e30`);
    expect(huge.statusCode).toBe(400);
    expect((await w.plainAdmin.get(`${ADMIN}/not-a-uuid`)).statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
  });
});

describe("the requester's side", () => {
  it('opens a ticket with an own event, reads the answer without internal notes and answers back', async () => {
    const ticket = await memberTicket(w.member, { eventId: w.own.eventId, batchId: w.own.batchId });
    expect(ticket).toMatchObject({
      status: 'open',
      event: { patientName: 'Paciente Própria' },
      batch: { code: '101' },
    });
    await w.plainAdmin.post(`${ADMIN}/${ticket.id}/notes`, { body: 'NOTA-SECRETA-991' });
    await w.plainAdmin.post(`${ADMIN}/${ticket.id}/reply`, { body: 'Corrigimos o lote.' });
    const read = await w.member.get(`${SUPPORT}/${ticket.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('NOTA-SECRETA-991');
    expect(read.body).not.toContain('isInternal');
    expect(read.json()).toMatchObject({ status: 'waitingCustomer' });
    expect(read.json().messages.map((m: { body: string }) => m.body)).toEqual(['O lote voltou.', 'Corrigimos o lote.']);
    const list = await w.member.get(SUPPORT);
    expect(list.body).not.toContain('NOTA-SECRETA-991');
    const again = await w.member.post(`${SUPPORT}/${ticket.id}/messages`, { body: 'Obrigado!' });
    expect(again.json().status).toBe('open');
    const admin = (await w.plainAdmin.get(`${ADMIN}/${ticket.id}`)).json();
    expect(admin).toMatchObject({ channel: 'app', requesterUserId: w.memberId, companyId: w.matrizId });
  });

  it("refuses another company's event or batch and writes nothing", async () => {
    const before = await ticketCount();
    const event = await w.member.post(SUPPORT, { subject: 'X', body: 'Y', eventId: w.foreign.eventId });
    expect(event.statusCode).toBe(404);
    expect(event.json().message).toBe(e.eventNotFound);
    const batch = await w.member.post(SUPPORT, { subject: 'X', body: 'Y', batchId: w.foreign.batchId });
    expect(batch.statusCode).toBe(404);
    expect(await ticketCount()).toBe(before);
  });

  it("never shows a colleague's or another company's user the ticket, nor lets them answer it", async () => {
    const ticket = await memberTicket();
    for (const client of [w.colleague, w.outsider]) {
      expect((await client.get(`${SUPPORT}/${ticket.id}`)).statusCode).toBe(404);
      expect((await client.post(`${SUPPORT}/${ticket.id}/messages`, { body: 'intruso' })).statusCode).toBe(404);
      expect((await client.get(SUPPORT)).body).not.toContain(ticket.id);
    }
    const visitor = await fromContact('Visitante 7');
    expect((await w.member.get(`${SUPPORT}/${visitor}`)).statusCode).toBe(404);
  });

  it('keeps the workspaces apart: company sessions get no admin route, admins no support route', async () => {
    const ticket = await memberTicket();
    expect((await w.member.get(ADMIN)).statusCode).toBe(401);
    expect((await w.member.get(`${ADMIN}/${ticket.id}`)).statusCode).toBe(401);
    expect((await w.member.post(`${ADMIN}/${ticket.id}/reply`, { body: 'x' })).statusCode).toBe(401);
    expect((await w.superAdmin.get(SUPPORT)).statusCode).toBe(401);
    expect((await w.plainAdmin.get(`${SUPPORT}/${ticket.id}`)).statusCode).toBe(401);
  });
});
