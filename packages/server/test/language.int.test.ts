import { clearMessageOverrides, defaultMessages, LANGUAGE_TEXT_MAX, messages } from '@honora/contract';
import { adminUsers, changeLog, messageOverrideHistory, messageOverrides, systemActor, withActor } from '@honora/db';
import { addMember, createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { CATALOG_CHANNEL } from '../src/modules/language';
import { notify } from '../src/notifications/notifications';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * /tools/Language (decision 062): super admins edit the pt-BR catalog; an edit is checked like
 * setMessageOverrides, stored with its history, in force at once in this process and in every
 * other one through the notification, and delivered to the web with the session's bootstrap.
 */

const PASSWORD = 'senha-forte-1';
const e = defaultMessages.screens.language.errors;
const TITLE = 'screens.releases.releasesTitle';
const NOT_FOUND = 'screens.releases.errors.notFound';
const WITH_PLACEHOLDER = 'screens.releases.editLabel';
const url = (key: string) => `/api/admin/language/${key}`;

let t: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

async function historyCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(messageOverrideHistory);
  return row!.n;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const user = async (email: string) =>
    createUser(db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await makeSuperAdmin(db, (await user('super@idioma.dev')).id);
  const plain = await user('admin@idioma.dev');
  await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: plain.id, rules: { sup: true } }));
  const company = await createCompany(db, { name: 'Cooperativa do Idioma' });
  await addMember(db, { companyId: company.id, userId: (await user('membro@idioma.dev')).id, profiles: ['a'] });
  superAdmin = await signIn('super@idioma.dev');
  plainAdmin = await signIn('admin@idioma.dev');
  member = await signIn('membro@idioma.dev');
});

afterAll(async () => {
  clearMessageOverrides();
  await t.close();
});

describe('/tools/Language', () => {
  it('is for super admins only', async () => {
    expect((await plainAdmin.get('/api/admin/language')).statusCode).toBe(403);
    expect((await plainAdmin.put(url(TITLE), { text: 'x' })).statusCode).toBe(403);
    expect([401, 403]).toContain((await member.get('/api/admin/language')).statusCode);
    expect(await historyCount()).toBe(0);
  });

  it('lists and searches the catalog by key or text, paged', async () => {
    const byText = (await superAdmin.get('/api/admin/language?q=versoes%20publicadas')).json();
    expect(byText.items.map((i: { key: string }) => i.key)).toContain(TITLE);
    const byKey = (await superAdmin.get(`/api/admin/language?q=${TITLE}`)).json();
    expect(byKey.items[0]).toMatchObject({ key: TITLE, text: 'Versões publicadas', isEdited: false });
    const all = (await superAdmin.get('/api/admin/language')).json();
    expect(all.total).toBeGreaterThan(1000);
    expect(all.items).toHaveLength(all.pageSize);
    const page2 = (await superAdmin.get('/api/admin/language?page=2')).json();
    expect(page2.items[0].key).not.toBe(all.items[0].key);
    expect((await superAdmin.get('/api/admin/language?edited=true')).json().total).toBe(0);
    expect((await superAdmin.get('/api/admin/language?page=abc')).statusCode).toBe(400);
  });

  it('edits a text: in force at once, in the list, the bootstrap, and the API answers', async () => {
    const res = await superAdmin.put(url(NOT_FOUND), { text: 'Essa versão sumiu' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: NOT_FOUND, text: 'Essa versão sumiu', isEdited: true });
    expect(res.json().history).toHaveLength(1);
    expect(messages.screens.releases.errors.notFound).toBe('Essa versão sumiu');

    const read = (await superAdmin.get(url(NOT_FOUND))).json();
    expect(read).toMatchObject({
      text: 'Essa versão sumiu',
      shipped: defaultMessages.screens.releases.errors.notFound,
      placeholders: [],
    });
    expect(read.history[0]).toMatchObject({ action: 'edit', oldText: null, newText: 'Essa versão sumiu' });
    const edited = (await superAdmin.get('/api/admin/language?edited=true')).json();
    expect(edited.items.map((i: { key: string }) => i.key)).toEqual([NOT_FOUND]);
    expect((await superAdmin.get('/api/admin/language?q=sumiu')).json().total).toBe(1);

    const missing = await superAdmin.request('DELETE', '/api/admin/releases/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ messageKey: NOT_FOUND, message: 'Essa versão sumiu' });

    const boot = (await new TestClient(t.app).get('/api/auth/session')).json();
    expect(boot.texts.overrides).toEqual({ [NOT_FOUND]: 'Essa versão sumiu' });
    expect(boot.texts.mounts).toEqual({ releasesScreenMessages: 'screens.releases' });

    const [audit] = await t.database.db.select().from(changeLog).where(eq(changeLog.tableName, 'message_overrides'));
    expect(audit).toMatchObject({ operation: 'INSERT', changedByName: 'super@idioma.dev' });
  });

  it.each([
    ['a template that does not parse', WITH_PLACEHOLDER, 'Editar {version', 400],
    ['a missing placeholder', WITH_PLACEHOLDER, 'Editar a versão', 400],
    ['an unknown placeholder', WITH_PLACEHOLDER, 'Editar {versao}', 400],
    ['a placeholder the shipped text has not', TITLE, 'Versões {x}', 400],
    ['a NUL byte', TITLE, 'Versões\u0000', 400],
    ['a text too long', TITLE, 'a'.repeat(LANGUAGE_TEXT_MAX + 1), 400],
    ['a blank text', TITLE, '   ', 400],
    ['a number', TITLE, 5, 400],
    ['an unknown key', 'screens.nope.title', 'Olá', 404],
  ])('refuses %s in pt-BR and writes nothing', async (_label, key, text, status) => {
    const before = await historyCount();
    const res = await superAdmin.put(url(key as string), { text });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[a-zà-ú]/i);
    expect(await historyCount()).toBe(before);
  });

  it('explains a placeholder mismatch with the expected placeholders', async () => {
    const res = (await superAdmin.put(url(WITH_PLACEHOLDER), { text: 'Editar' })).json();
    expect(res.fields[0]).toMatchObject({ path: 'text' });
    expect(res.message).toBe(e.placeholders.replace('{expected}', '{version}'));
    const none = (await superAdmin.put(url(TITLE), { text: 'Versões {x}' })).json();
    expect(none.message).toBe(e.noPlaceholders);
    const syntax = (await superAdmin.put(url(TITLE), { text: 'Abre { e não fecha' })).json();
    expect(syntax.message).toMatch(/^O texto não é um modelo válido: /);
  });

  it('resets to the shipped text and keeps both steps in the history', async () => {
    await superAdmin.put(url(TITLE), { text: 'Versões lançadas' });
    expect(messages.screens.releases.releasesTitle).toBe('Versões lançadas');
    const res = await superAdmin.request('DELETE', url(TITLE));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ text: 'Versões publicadas', isEdited: false });
    expect(res.json().history.map((h: { action: string }) => h.action)).toEqual(['reset', 'edit']);
    expect(messages.screens.releases.releasesTitle).toBe('Versões publicadas');
    const again = await superAdmin.request('DELETE', url(TITLE));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(e.notEdited);
    await superAdmin.put(url(TITLE), { text: 'De novo' });
    expect((await superAdmin.get(url(TITLE))).json().history[0]).toMatchObject({ oldText: null, newText: 'De novo' });
  });

  it('reloads when another process announces a change (the notification path)', async () => {
    const key = 'screens.releases.draft';
    await withActor(t.database.db, systemActor, async (tx) => {
      await tx.insert(messageOverrides).values({ key, text: 'Esboço' });
      await notify(tx, CATALOG_CHANNEL, ['reload']);
    });
    await expect.poll(() => messages.screens.releases.draft, { timeout: 5_000 }).toBe('Esboço');
    const boot = (await new TestClient(t.app).get('/api/auth/session')).json();
    expect(boot.texts.overrides[key]).toBe('Esboço');
  });
});
