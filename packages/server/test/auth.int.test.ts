import { messages } from '@honora/contract';
import { addMember, createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { rowsOf, users } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
let t: TestApp;
let passwordHash: string;
let matrizId: string;
let filialId: string;
let otherCompanyId: string;

async function newUser(email: string, extra: Partial<typeof users.$inferInsert> = {}) {
  return createUser(t.database.db, { email, name: `Pessoa ${email}`, passwordHash, ...extra });
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_EMAIL: '3', AUTH_RATE_LIMIT_RESET: '2' });
  passwordHash = await hashPassword(PASSWORD);
  const db = t.database.db;
  const matriz = await createCompany(db, { name: 'Matriz Teste', isMatriz: true });
  const filial = await createCompany(db, { name: 'Filial Teste', isFilial: true, matrizId: matriz.id });
  const other = await createCompany(db, { name: 'Outra Empresa' });
  [matrizId, filialId, otherCompanyId] = [matriz.id, filial.id, other.id];
  const biller = await newUser('faturista@teste.dev');
  await addMember(db, { companyId: matriz.id, userId: biller.id, profiles: ['f'] });
  await addMember(db, { companyId: filial.id, userId: biller.id, profiles: ['f'] });
  const single = await newUser('unica@teste.dev');
  await addMember(db, { companyId: other.id, userId: single.id });
  await addMember(db, { companyId: other.id, userId: single.id, workspace: 'COMPANY', rules: { adm: true } });
  const admin = await newUser('admin@teste.dev');
  await makeSuperAdmin(db, admin.id);
  await newUser('desativado@teste.dev', { isDisabled: true });
});

afterAll(() => t.close());

describe('GET /api/auth/session', () => {
  it('answers null without a session', async () => {
    const res = await new TestClient(t.app).get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ session: null });
  });

  it('answers null for a forged cookie', async () => {
    const c = new TestClient(t.app);
    c.cookie = 'honora_sid=forjado';
    expect((await c.get('/api/auth/session')).json()).toMatchObject({ session: null });
  });
});

describe('POST /api/auth/login', () => {
  it('signs a member in to CLIENT with an HttpOnly SameSite cookie and no company chosen yet', async () => {
    const c = new TestClient(t.app);
    const res = await c.login('FATURISTA@teste.dev', PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((k) => k.name === 'honora_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const { session } = res.json();
    expect(session).toMatchObject({
      workspace: 'CLIENT',
      company: null,
      isSuperAdmin: false,
      user: { email: 'faturista@teste.dev' },
    });
    expect(session.workspaces).toEqual({ cli: true, comp: false, adm: false });
    expect((await c.get('/api/auth/session')).json().session.user.email).toBe('faturista@teste.dev');
  });

  it('chooses the company when the user has exactly one', async () => {
    const res = await new TestClient(t.app).login('unica@teste.dev', PASSWORD);
    expect(res.json().session.company).toMatchObject({ id: otherCompanyId, name: 'Outra Empresa' });
  });

  it('puts admins in the ADMIN workspace', async () => {
    const res = await new TestClient(t.app).login('admin@teste.dev', PASSWORD);
    expect(res.json().session).toMatchObject({ workspace: 'ADMIN', isSuperAdmin: true });
  });

  it('opens the COMPANY workspace for company staff and refuses it to others', async () => {
    const staff = await new TestClient(t.app).login('unica@teste.dev', PASSWORD, 'COMPANY');
    expect(staff.json().session.workspace).toBe('COMPANY');
    const other = await new TestClient(t.app).login('faturista@teste.dev', PASSWORD, 'COMPANY');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'permissionDenied', message: 'Acesso negado' });
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'Informe o e-mail'],
    [{ email: 'faturista@teste.dev', password: '' }, 'password', 'Informe a senha'],
    [{ email: 'não-é-email', password: 'x' }, 'email', 'Email inválido'],
    [{ password: 'x' }, 'email', 'Informe o e-mail'],
    [{ email: 'a@b.co', password: 'x', workspace: 'ADMIN' }, 'workspace', undefined],
  ])('refuses %j with inputError on %s', async (body, path, message) => {
    const res = await new TestClient(t.app).post('/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('inputError');
    const field = json.fields.find((f: { path: string }) => f.path === path);
    expect(field).toBeDefined();
    if (message) expect(field.message).toBe(message);
  });

  it('answers wrong password and unknown e-mail alike, in pt-BR', async () => {
    const wrong = await new TestClient(t.app).login('unica@teste.dev', 'errada');
    const unknown = await new TestClient(t.app).login('ninguem@teste.dev', 'errada');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth/wrong-password', message: 'E-mail ou senha incorretos' });
      expect(res.cookies.find((k) => k.name === 'honora_sid')).toBeUndefined();
    }
  });

  it('refuses a disabled user only after the right password', async () => {
    expect((await new TestClient(t.app).login('desativado@teste.dev', 'errada')).json().code).toBe(
      'auth/wrong-password',
    );
    const res = await new TestClient(t.app).login('desativado@teste.dev', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth/user-disabled');
  });

  it('throttles an e-mail after repeated failures, even with the right password', async () => {
    const email = await newUser('alvo@teste.dev');
    for (let i = 0; i < 3; i++) await new TestClient(t.app).login(email.email, 'errada');
    const res = await new TestClient(t.app).login(email.email, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'auth/too-many-requests',
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    });
  });

  it('refuses a non-JSON body without a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('inputError');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('inputError');
  });
});

describe('CSRF and logout', () => {
  it('refuses a mutation with the session but without its CSRF token', async () => {
    const c = new TestClient(t.app);
    await c.login('faturista@teste.dev', PASSWORD);
    const res = await c.post('/api/auth/select-company', { companyId: filialId }, { 'x-csrf-token': 'outro' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrfError');
    expect((await c.get('/api/auth/session')).json().session.company).toBeNull();
  });

  it('logout ends the session on the server, not only the cookie', async () => {
    const c = new TestClient(t.app);
    await c.login('faturista@teste.dev', PASSWORD);
    const stolen = c.cookie;
    const res = await c.post('/api/auth/logout');
    expect(res.json()).toEqual({ ok: true });
    const replay = new TestClient(t.app);
    replay.cookie = stolen;
    expect((await replay.get('/api/auth/session')).json()).toMatchObject({ session: null });
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs a session', async () => {
    const res = await new TestClient(t.app).post('/api/auth/change-password', {
      currentPassword: 'a',
      newPassword: 'b',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('notLogged');
  });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const c = new TestClient(t.app);
    await c.login('faturista@teste.dev', PASSWORD);
    const wrong = await c.post('/api/auth/change-password', { currentPassword: 'errada', newPassword: 'nova-senha-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'auth/wrong-current-password', fields: [{ path: 'currentPassword' }] });
    const short = await c.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      { path: 'newPassword', message: 'A senha precisa ter pelo menos 8 caracteres' },
    ]);
    expect((await new TestClient(t.app).login('faturista@teste.dev', PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session, ends the others and stamps the metadata', async () => {
    const user = await newUser('troca@teste.dev');
    const here = new TestClient(t.app);
    const elsewhere = new TestClient(t.app);
    await here.login(user.email, PASSWORD);
    await elsewhere.login(user.email, PASSWORD);
    const res = await here.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'nova-senha-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await here.get('/api/auth/session')).json().session).not.toBeNull();
    expect((await elsewhere.get('/api/auth/session')).json().session).toBeNull();
    expect((await new TestClient(t.app).login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await new TestClient(t.app).login(user.email, 'nova-senha-1')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      updatedBy: user.id,
      updatedByName: user.name,
      updatedEnv: 'web',
      updatedVersion: '3.12.79',
      createdBy: 'system',
    });
  });
});

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password and ends all sessions', async () => {
    const user = await newUser('esqueci@teste.dev');
    const old = new TestClient(t.app);
    await old.login(user.email, PASSWORD);
    const res = await new TestClient(t.app).post('/api/auth/password-reset/request', { email: 'Esqueci@teste.dev' });
    expect(res.json()).toEqual({ ok: true });
    const mail = t.sent.find((m) => m.to === user.email)!;
    expect(mail.subject).toContain('redefinição');
    const token = new URL(/http\S+/.exec(mail.body)![0]).searchParams.get('token')!;
    const confirm = await new TestClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'recuperada-1',
    });
    expect(confirm.json()).toEqual({ ok: true });
    expect((await old.get('/api/auth/session')).json().session).toBeNull();
    expect((await new TestClient(t.app).login(user.email, 'recuperada-1')).statusCode).toBe(200);
    const again = await new TestClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'outra-senha-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalidToken',
      message: 'Link de redefinição inválido ou expirado. Peça um novo.',
    });
  });

  it('answers alike for an unknown e-mail and sends nothing', async () => {
    const before = t.sent.length;
    const res = await new TestClient(t.app).post('/api/auth/password-reset/request', { email: 'fantasma@teste.dev' });
    expect(res.json()).toEqual({ ok: true });
    expect(t.sent.length).toBe(before);
  });

  it('refuses an expired link', async () => {
    const user = await newUser('expirado@teste.dev');
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: user.email });
    const token = new URL(/http\S+/.exec(t.sent.find((m) => m.to === user.email)!.body)![0]).searchParams.get('token')!;
    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    const res = await new TestClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'recuperada-1',
    });
    expect(res.json().code).toBe('invalidToken');
  });

  it('throttles repeated requests for one e-mail', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (await new TestClient(t.app).post('/api/auth/password-reset/request', { email: 'spam@teste.dev' })).statusCode,
      );
    expect(codes).toEqual([200, 200, 429]);
  });

  it.each([
    [{ email: 'x' }, '/api/auth/password-reset/request'],
    [{ token: 'curto', password: 'recuperada-1' }, '/api/auth/password-reset/confirm'],
    [{ token: 'a'.repeat(43), password: '1' }, '/api/auth/password-reset/confirm'],
  ])('refuses bad input %j', async (body, url) => {
    const res = await new TestClient(t.app).post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('inputError');
  });
});

describe('registration', () => {
  it('companyRegister creates the company and its administrator, who can sign in', async () => {
    const res = await new TestClient(t.app).post('/api/auth/company-register', {
      name: 'Dra. Nova',
      email: 'Nova@Grupo.dev',
      password: 'senha-da-nova',
      companyName: 'Grupo Novo de Anestesia',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fakeMail: 'nova@grupo.dev' });
    const c = new TestClient(t.app);
    const login = await c.login('nova@grupo.dev', 'senha-da-nova');
    const { session } = login.json();
    expect(session.company).toMatchObject({ name: 'Grupo Novo de Anestesia', isMatriz: false });
    expect(session.workspaces).toEqual({ cli: true, comp: true, adm: false });
    const rows = rowsOf<{ created_by: string; created_by_name: string }>(
      await t.database.db.execute(
        sql`select created_by, created_by_name from companies where name = 'Grupo Novo de Anestesia'`,
      ),
    );
    expect(rows).toEqual([{ created_by: session.user.id, created_by_name: 'Dra. Nova' }]);
    // The new company can receive money at once: it starts with the usual types of payment.
    const types = await c.get('/api/types-of-payment?pageSize=100');
    expect(types.statusCode).toBe(200);
    const names = (types.json().items as { name: string; active: boolean }[]).map((item) => item.name);
    expect([...names].sort()).toEqual([...messages.screens.healthInsurers.typesOfPayment.defaults].sort());
  });

  it('ongRegister creates an organization', async () => {
    const res = await new TestClient(t.app).post('/api/auth/ong-register', {
      name: 'Sr. Ong',
      email: 'ong@teste.dev',
      password: 'senha-da-ong',
      ongName: 'Instituto Teste',
    });
    expect(res.json()).toEqual({ fakeMail: 'ong@teste.dev' });
    const rows = rowsOf<{ kind: string }>(
      await t.database.db.execute(sql`select kind from companies where name = 'Instituto Teste'`),
    );
    expect(rows).toEqual([{ kind: 'ONG' }]);
  });

  it('refuses an e-mail already in use, creating nothing', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from companies`))[0]!.n;
    const before = await count();
    const res = await new TestClient(t.app).post('/api/auth/company-register', {
      name: 'Outra Pessoa',
      email: 'FATURISTA@teste.dev',
      password: 'senha-qualquer',
      companyName: 'Empresa Repetida',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'auth/email-already-exists', fields: [{ path: 'email' }] });
    expect(await count()).toBe(before);
  });

  it('names every bad field in pt-BR', async () => {
    const res = await new TestClient(t.app).post('/api/auth/company-register', {
      name: 'Al',
      email: 'x',
      password: '1',
      companyName: '',
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(fields).toEqual({
      name: 'O tamanho mínimo é: 3',
      email: 'Email inválido',
      password: 'A senha precisa ter pelo menos 8 caracteres',
      companyName: 'Esse campo é requerido',
    });
  });
});

describe('workspaces and companies', () => {
  it('checkWorkspace answers own flags, others only to admins', async () => {
    const c = new TestClient(t.app);
    const me = (await c.login('unica@teste.dev', PASSWORD)).json().session.user.id;
    expect((await c.post('/api/auth/check-workspace', { id: me })).json()).toEqual({
      errorCode: null,
      data: { type: { cli: true, comp: true, adm: false } },
    });
    const admin = new TestClient(t.app);
    const adminId = (await admin.login('admin@teste.dev', PASSWORD)).json().session.user.id;
    expect((await c.post('/api/auth/check-workspace', { id: adminId })).statusCode).toBe(403);
    expect((await admin.post('/api/auth/check-workspace', { id: me })).json().data.type.comp).toBe(true);
    expect((await c.post('/api/auth/check-workspace', { id: 'x' })).statusCode).toBe(400);
  });

  it('lists and selects only the member companies; another company answers 404', async () => {
    const c = new TestClient(t.app);
    await c.login('faturista@teste.dev', PASSWORD);
    const list = (await c.get('/api/companies/selectable')).json();
    expect(list.items.map((x: { name: string }) => x.name)).toEqual(['Filial Teste', 'Matriz Teste']);
    expect(list.total).toBe(2);
    expect((await c.get('/api/companies/selectable?search=filial')).json().total).toBe(1);
    expect((await c.get('/api/companies/selectable?pageSize=0')).statusCode).toBe(400);
    const chosen = await c.post('/api/auth/select-company', { companyId: filialId });
    expect(chosen.json().session).toMatchObject({ company: { id: filialId, isFilial: true }, matrizId });
    const foreign = await c.post('/api/auth/select-company', { companyId: otherCompanyId });
    expect(foreign.statusCode).toBe(404);
    expect((await c.get('/api/auth/session')).json().session.company.id).toBe(filialId);
  });

  it('a super admin enters any company and returns to the admin workspace', async () => {
    const c = new TestClient(t.app);
    await c.login('admin@teste.dev', PASSWORD);
    expect((await c.get('/api/companies/selectable')).json().total).toBeGreaterThanOrEqual(3);
    const entered = (await c.post('/api/auth/select-company', { companyId: otherCompanyId })).json().session;
    expect(entered).toMatchObject({ workspace: 'CLIENT', isSuperAdmin: true, company: { id: otherCompanyId } });
    const back = (await c.post('/api/auth/switch-workspace', { workspace: 'ADMIN' })).json().session;
    expect(back).toMatchObject({ workspace: 'ADMIN', company: null });
  });

  it('refuses a workspace the user does not have', async () => {
    const c = new TestClient(t.app);
    await c.login('faturista@teste.dev', PASSWORD);
    expect((await c.post('/api/auth/switch-workspace', { workspace: 'ADMIN' })).statusCode).toBe(403);
    expect((await c.post('/api/auth/switch-workspace', { workspace: 'NOPE' })).statusCode).toBe(400);
  });
});
