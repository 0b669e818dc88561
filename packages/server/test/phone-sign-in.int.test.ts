import { authThrottle, phoneSignInCodes, users } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { systemActor, withActor } from '@honora/db';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PHONE = '+5511987654321';
let t: TestApp;
let companyId: string;
let ipCounter = 0;

/** Each test speaks from its own IP, so the per-IP limits of one do not spill into another. */
function newIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function post(url: string, body: unknown, remoteAddress = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress });
}

const request = (phone: unknown, ip?: string) => post('/api/auth/phone/request', { phone }, ip);
const verify = (body: Record<string, unknown>, ip?: string) => post('/api/auth/phone/verify', body, ip);

/** The code of the last SMS sent to a phone. */
function lastCode(to = PHONE): string {
  const sms = t.sent.filter((m) => m.channel === 'sms' && m.to === to).at(-1);
  const code = /código de acesso é (\d{6})/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function member(email: string, phone: string, extra: { isDisabled?: boolean } = {}) {
  const user = await createUser(t.database.db, { email, name: `Pessoa ${email}`, phone, ...extra });
  await addMember(t.database.db, { companyId, userId: user.id, profiles: ['b'] });
  return user;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PHONE: '3', APP_URL: 'https://honora.example' });
  companyId = (await createCompany(t.database.db, { name: 'Clínica do Telefone' })).id;
  await member('fone@teste.dev', '(11) 98765-4321');
  await member('desativado@teste.dev', '(21) 99999-0000', { isDisabled: true });
  await member('um@teste.dev', '31 98888-7777');
  await member('dois@teste.dev', '+55 31 98888 7777');
});

afterAll(() => t.close());

// The per-phone limit would otherwise carry from one test to the next (they share the phone).
beforeEach(async () => {
  await t.database.db.delete(authThrottle).where(like(authThrottle.key, 'phone:number:%'));
});

/** Requests a code that must be sent, and answers it. */
async function sendCode(phone: string, ip: string, to = PHONE): Promise<string> {
  const res = await request(phone, ip);
  expect(res.statusCode).toBe(200);
  return lastCode(to);
}

describe('POST /api/auth/phone/request', () => {
  it.each([
    [{}, 'Informe o número do telefone'],
    [{ phone: '' }, 'Informe o número do telefone'],
    [{ phone: '   ' }, 'Informe o número do telefone'],
    [{ phone: 11987654321 }, 'Informe o número do telefone'],
  ])('refuses %j with the empty-phone message', async (body, message) => {
    const res = await post('/api/auth/phone/request', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'inputError', fields: [{ path: 'phone', message }] });
  });

  it.each(['abc', '98765-4321', '+1 415 555 0100'])('refuses the phone %j as invalid', async (phone) => {
    const res = await request(phone, newIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'auth/invalid-phone-number',
      message: 'Número de telefone inválido',
      fields: [{ path: 'phone', message: 'Número de telefone inválido' }],
    });
  });

  it('sends a 6-digit code by SMS to the E.164 number and keeps only its hash', async () => {
    const before = t.sent.length;
    const res = await request('011 98765-4321', newIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const sms = t.sent.slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', to: PHONE });
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(sms[0]!.body).toContain(`@honora.example #${code}`);
    const [row] = await t.database.db
      .select()
      .from(phoneSignInCodes)
      .where(eq(phoneSignInCodes.phone, PHONE))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(5 * 60_000 - 5_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(5 * 60_000 + 5_000);
  });

  it('answers an unknown, disabled or shared phone alike, sending nothing', async () => {
    const before = t.sent.length;
    for (const phone of ['(11) 91234-0000', '(21) 99999-0000', '(31) 98888-7777']) {
      const res = await request(phone, newIp());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(t.sent.length).toBe(before);
  });

  it('limits requests per phone', async () => {
    const phone = '(11) 97777-0000';
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await request(phone, ip)).statusCode).toBe(200);
    const res = await request(phone, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('auth/too-many-requests');
  });

  it('limits requests per IP, across phones', async () => {
    const ip = newIp();
    for (let i = 0; i < 12; i++) expect((await request(`(11) 96666-00${10 + i}`, ip)).statusCode).toBe(200);
    expect((await request('(11) 96666-0099', ip)).statusCode).toBe(429);
  });
});

describe('POST /api/auth/phone/verify', () => {
  it.each([
    [{ code: '123456' }, 'phone', 'Informe o número do telefone'],
    [{ phone: '', code: '123456' }, 'phone', 'Informe o número do telefone'],
    [{ phone: PHONE }, 'code', 'Informe o código recebido'],
    [{ phone: PHONE, code: '' }, 'code', 'Informe o código recebido'],
    [{ phone: PHONE, code: '12a' }, 'code', 'Código inválido ou expirado. Confira o código ou peça um novo.'],
    [{ phone: PHONE, code: '123456', workspace: 'ADMIN' }, 'workspace', undefined],
  ])('refuses %j with inputError on %s', async (body, path, message) => {
    const res = await verify(body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('inputError');
    const field = json.fields.find((f: { path: string }) => f.path === path);
    expect(field).toBeDefined();
    if (message) expect(field.message).toBe(message);
  });

  it('signs in with the code, as a password login does, and spends the code', async () => {
    const ip = newIp();
    const code = await sendCode(PHONE, ip);
    const res = await verify({ phone: '+55 (11) 98765-4321', code }, ip);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'honora_sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.json().session).toMatchObject({
      workspace: 'CLIENT',
      user: { email: 'fone@teste.dev' },
      company: { id: companyId },
    });
    const browser = new TestClient(t.app);
    browser.cookie = `honora_sid=${cookie.value}`;
    expect((await browser.get('/api/auth/session')).json().session.user.email).toBe('fone@teste.dev');

    const again = await verify({ phone: PHONE, code }, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'auth/invalid-verification-code',
      fields: [{ path: 'code', message: 'Código inválido ou expirado. Confira o código ou peça um novo.' }],
    });
  });

  it('allows at most 5 tries per code', async () => {
    const ip = newIp();
    const code = await sendCode(PHONE, ip);
    for (let i = 0; i < 5; i++) {
      expect((await verify({ phone: PHONE, code: wrong(code) }, ip)).json().code).toBe(
        'auth/invalid-verification-code',
      );
    }
    expect((await verify({ phone: PHONE, code }, ip)).json().code).toBe('auth/invalid-verification-code');
  });

  it('refuses an expired code', async () => {
    const ip = newIp();
    const code = await sendCode(PHONE, ip);
    await t.database.db
      .update(phoneSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneSignInCodes.phone, PHONE));
    expect((await verify({ phone: PHONE, code }, ip)).statusCode).toBe(400);
  });

  it('accepts only the newest code of a phone', async () => {
    const ip = newIp();
    const older = await sendCode(PHONE, ip);
    const newer = await sendCode(PHONE, ip);
    if (older !== newer) expect((await verify({ phone: PHONE, code: older }, ip)).statusCode).toBe(400);
    expect((await verify({ phone: PHONE, code: newer }, ip)).statusCode).toBe(200);
  });

  it('answers an unknown phone like a wrong code', async () => {
    const res = await verify({ phone: '(11) 91234-0000', code: '123456' }, newIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('auth/invalid-verification-code');
  });

  it('refuses the code when the user no longer has that phone', async () => {
    const user = await member('troca@teste.dev', '(41) 98123-4567');
    const ip = newIp();
    const code = await sendCode('(41) 98123-4567', ip, '+5541981234567');
    await withActor(t.database.db, systemActor, (tx) =>
      tx.update(users).set({ phone: '(41) 98123-0000' }).where(eq(users.id, user.id)),
    );
    expect((await verify({ phone: '(41) 98123-4567', code }, ip)).json().code).toBe('auth/invalid-verification-code');
  });

  it('opens COMPANY only for company staff', async () => {
    const ip = newIp();
    const res = await verify({ phone: PHONE, code: await sendCode(PHONE, ip), workspace: 'COMPANY' }, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', message: 'Acesso negado' });
  });

  it('throttles verification per IP like sign-ins', async () => {
    const ip = newIp();
    for (let i = 0; i < t.config.rateLimits.loginPerIp; i++)
      await verify({ phone: '(11) 91234-0000', code: '000000' }, ip);
    const res = await verify({ phone: '(11) 91234-0000', code: '000000' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('auth/too-many-requests');
  });
});

describe('without social providers', () => {
  it('lists none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social/providers' });
    expect(res.json()).toEqual({ providers: [] });
  });
});
