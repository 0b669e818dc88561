import { CONTACT_PER_IP, messages, SPEED_TEST_BYTES } from '@honora/contract';
import { adminUsers, contactMessages, systemActor, users, withActor } from '@honora/db';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld } from './admin-world';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * The public site (platform.md §2 /contact, /test, /test3; decision 059): visitors send contact
 * messages without a session (validated, honeypot, per-IP limit); administrators read them in
 * /admin/inbox and mark them read; the clock and the connection test answer without internals.
 */
const CONTACT = '/api/public/contact';
const ADMIN = '/api/admin/contact-messages';
const e = messages.screens.contact.errors;

let t: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;

beforeAll(async () => {
  ({ t, superAdmin, plainAdmin, member } = await createAdminWorld());
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test writes from its own address, so the per-IP limit is only met where it is tested. */
const newIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Maria Souza',
  email: 'Maria@Exemplo.com.br',
  phone: '(11) 98765-4321',
  subject: 'Quero conhecer o Honora',
  message: 'Somos uma cooperativa de anestesiologia.\nPodem nos ligar?',
  ...over,
});

const send = (payload: unknown, ip = newIp(), app = t.app) =>
  app.inject({ method: 'POST', url: CONTACT, payload: payload as object, remoteAddress: ip });

const stored = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

describe('POST /api/public/contact', () => {
  it('stores a visitor message (e-mail in lower case, phone kept) and e-mails no one without SMTP', async () => {
    const before = await stored();
    const res = await send(body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.name, 'Maria Souza'));
    expect(row).toMatchObject({
      email: 'maria@exemplo.com.br',
      phone: '(11) 98765-4321',
      subject: 'Quero conhecer o Honora',
      readAt: null,
    });
    expect(await stored()).toBe(before + 1);
    expect(t.sent).toEqual([]);
  });

  it('takes a message of exactly 5,000 characters and no phone', async () => {
    const res = await send(body({ message: 'a'.repeat(5000), phone: '', name: 'Cinco Mil' }));
    expect(res.statusCode, res.body).toBe(200);
    const res2 = await send(body({ phone: null, name: 'Sem Telefone' }));
    expect(res2.statusCode, res2.body).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.name, 'Sem Telefone'));
    expect(row!.phone).toBeNull();
  });

  it('names every missing field in pt-BR and stores nothing', async () => {
    const before = await stored();
    const errors = fieldErrors(await send({}));
    expect(errors).toMatchObject({ name: e.name, email: e.email, subject: e.subject });
    expect(errors.message).toBe('Escreva sua mensagem (até 5000 caracteres)');
    expect(fieldErrors(await send(body({ name: '   ', email: 'não-é-email' })))).toMatchObject({
      name: e.name,
      email: e.email,
    });
    expect(await stored()).toBe(before);
  });

  it('refuses 5,001 characters, a bad phone and over-long fields', async () => {
    expect(fieldErrors(await send(body({ message: 'a'.repeat(5001) })))).toHaveProperty('message');
    expect(fieldErrors(await send(body({ phone: '1234' })))).toEqual({ phone: e.phone });
    expect(fieldErrors(await send(body({ phone: 'ligue-me!' })))).toEqual({ phone: e.phone });
    expect(fieldErrors(await send(body({ name: 'n'.repeat(121) })))).toEqual({ name: e.name });
    expect(fieldErrors(await send(body({ subject: 's'.repeat(151) })))).toEqual({ subject: e.subject });
    expect(fieldErrors(await send(body({ email: `${'e'.repeat(250)}@x.com` })))).toEqual({ email: e.email });
  });

  it('refuses NUL bytes in any field', async () => {
    const before = await stored();
    for (const field of ['name', 'subject', 'message', 'website']) {
      const res = await send(body({ [field]: 'antes\u0000depois' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'inputError' });
    }
    expect(await stored()).toBe(before);
  });

  it('refuses wrong types and a body that is not an object', async () => {
    expect(fieldErrors(await send(body({ name: 123, message: ['a'], phone: 5 })))).toMatchObject({
      name: e.name,
      phone: e.phone,
    });
    expect(fieldErrors(await send(body({ email: { a: 1 } })))).toMatchObject({ email: e.email });
    expect((await send([1, 2])).statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: CONTACT,
      payload: 'texto',
      headers: { 'content-type': 'text/plain' },
    });
    expect([400, 415]).toContain(text.statusCode);
  });

  it('answers as usual to a filled honeypot and keeps nothing', async () => {
    const before = await stored();
    const res = await send(body({ website: 'http://spam.example', name: 'Robô' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await stored()).toBe(before);
  });

  it(`limits an IP to ${CONTACT_PER_IP} messages in the window; other IPs still send`, async () => {
    const ip = newIp();
    for (let i = 0; i < CONTACT_PER_IP; i++)
      expect((await send(body({ name: `Limite ${i}` }), ip)).statusCode).toBe(200);
    const before = await stored();
    const refused = await send(body({ name: 'Limite demais' }), ip);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'exhaustedAttempts', message: e.tooMany });
    expect(await stored()).toBe(before);
    expect((await send(body({ name: 'Outro IP' }))).statusCode).toBe(200);
  });
});

describe('contact messages in /admin/inbox', () => {
  let maria: string;

  it('lists them newest first with the unread count for every administrator', async () => {
    for (const client of [plainAdmin, superAdmin]) {
      const res = await client.get(`${ADMIN}?pageSize=100`);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as { items: { id: string; name: string }[]; total: number; unread: number };
      expect(list.total).toBe(list.items.length);
      expect(list.unread).toBe(list.total);
      expect(list.items.at(-1)!.name).toBe('Maria Souza');
      expect(list.items[0]!.name).toBe('Outro IP');
      maria = list.items.at(-1)!.id;
    }
    const page = (await plainAdmin.get(`${ADMIN}?pageSize=2&page=2`)).json() as { items: unknown[] };
    expect(page.items).toHaveLength(2);
  });

  it('marks one read by who read it, filters the unread, and marks it unread again', async () => {
    const read = await plainAdmin.put(`${ADMIN}/${maria}/read`, { isRead: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: maria, readByName: 'admin@admin.dev' });
    expect(read.json().readAt).toEqual(expect.any(String));
    const unread = (await superAdmin.get(`${ADMIN}?unreadOnly=true&pageSize=100`)).json() as {
      items: { id: string }[];
      total: number;
      unread: number;
    };
    expect(unread.items.map((m) => m.id)).not.toContain(maria);
    expect(unread.total).toBe(unread.unread);
    const again = await superAdmin.put(`${ADMIN}/${maria}/read`, { isRead: false });
    expect(again.json()).toMatchObject({ readAt: null, readByName: null });
  });

  it('refuses bad input: unknown or malformed id, wrong types, bad query', async () => {
    expect((await plainAdmin.put(`${ADMIN}/${UNKNOWN_ID}/read`, { isRead: true })).statusCode).toBe(404);
    expect((await plainAdmin.put(`${ADMIN}/nao-e-uuid/read`, { isRead: true })).statusCode).toBe(400);
    expect((await plainAdmin.put(`${ADMIN}/${maria}/read`, { isRead: 'sim' })).statusCode).toBe(400);
    expect((await plainAdmin.put(`${ADMIN}/${maria}/read`, {})).statusCode).toBe(400);
    expect((await plainAdmin.get(`${ADMIN}?pageSize=1000`)).statusCode).toBe(400);
    expect((await plainAdmin.get(`${ADMIN}?unreadOnly=talvez`)).statusCode).toBe(400);
  });

  it('is only for platform administrators', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(ADMIN)).statusCode).toBe(401);
    expect((await anonymous.put(`${ADMIN}/${maria}/read`, { isRead: true })).statusCode).toBe(401);
    const asMember = await member.get(ADMIN);
    expect([401, 403]).toContain(asMember.statusCode);
    expect(asMember.body).not.toContain('Maria');
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, maria));
    expect(row!.readAt).toBeNull();
  });
});

describe('the diagnostics endpoints', () => {
  it('GET /api/public/time answers the server clock, uncached', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/public/time' });
    expect(res.statusCode, res.body).toBe(200);
    const { serverTime, epochMs } = res.json() as { serverTime: string; epochMs: number };
    expect(epochMs).toBeGreaterThanOrEqual(before);
    expect(epochMs).toBeLessThanOrEqual(Date.now());
    expect(new Date(serverTime).getTime()).toBe(epochMs);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.json() as object).sort()).toEqual(['epochMs', 'serverTime']);
  });

  it('the connection test downloads 256 KiB and counts what is uploaded, refusing more or NUL', async () => {
    const down = await t.app.inject({ method: 'GET', url: '/api/public/speed-test' });
    expect(down.statusCode).toBe(200);
    expect((down.json() as { payload: string }).payload).toHaveLength(SPEED_TEST_BYTES);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/public/speed-test',
      payload: { payload: 'x'.repeat(1000) },
    });
    expect(up.json()).toEqual({ bytes: 1000 });
    const big = { payload: 'x'.repeat(SPEED_TEST_BYTES + 1) };
    expect((await t.app.inject({ method: 'POST', url: '/api/public/speed-test', payload: big })).statusCode).toBe(400);
    const nul = { payload: 'a\u0000b' };
    expect((await t.app.inject({ method: 'POST', url: '/api/public/speed-test', payload: nul })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/public/speed-test', payload: { payload: 5 } })).statusCode,
    ).toBe(400);
  });
});

describe('with SMTP configured', () => {
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const db = smtp.database.db;
    await makeSuperAdmin(db, (await createUser(db, { email: 'super@plataforma.dev', name: 'Super' })).id);
    const plain = await createUser(db, { email: 'admin@plataforma.dev', name: 'Admin' });
    const disabled = await createUser(db, { email: 'desligado@plataforma.dev', name: 'Desligado' });
    await createUser(db, { email: 'cliente@empresa.dev', name: 'Cliente' });
    await withActor(db, systemActor, async (tx) => {
      await tx.insert(adminUsers).values([{ userId: plain.id }, { userId: disabled.id }]);
      await tx.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.id));
    });
  });
  afterAll(() => smtp.close());

  it('e-mails each active platform administrator through the outbox', async () => {
    const res = await send(body(), newIp(), smtp.app);
    expect(res.statusCode, res.body).toBe(200);
    expect(smtp.sent.map((m) => m.to).sort()).toEqual(['admin@plataforma.dev', 'super@plataforma.dev']);
    const mail = smtp.sent[0]!;
    expect(mail).toMatchObject({ channel: 'email', subject: 'Honora — mensagem de contato: Quero conhecer o Honora' });
    expect(mail.body).toContain('maria@exemplo.com.br');
    expect(mail.body).toContain('Podem nos ligar?');
    expect(mail.body).toContain('/admin/inbox');
  });

  it('sends nothing for the honeypot', async () => {
    const before = smtp.sent.length;
    expect((await send(body({ website: 'x' }), newIp(), smtp.app)).statusCode).toBe(200);
    expect(smtp.sent).toHaveLength(before);
  });
});
