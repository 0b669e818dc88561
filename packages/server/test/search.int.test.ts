import { messages, SEARCH_LIMITS, fmt } from '@honora/contract';
import { companies, DEMO_PASSWORD, patients, seedDemo } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const v = messages.validation;

let t: TestApp;
let matrizId: string;
let biller: TestClient;
let anesthetist: TestClient;
let outsider: TestClient;
let scheduler: TestClient;

async function signIn(email: string, password: string, companyId?: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email, password)).statusCode).toBe(200);
  if (companyId) expect((await client.post('/api/auth/select-company', { companyId })).statusCode).toBe(200);
  return client;
}

const search = (client: TestClient, q: string) => client.get(`/api/search?q=${encodeURIComponent(q)}`);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, hashPassword);
  const [matriz] = await t.database.db.select().from(companies).where(eq(companies.isMatriz, true));
  matrizId = matriz!.id;
  biller = await signIn('faturista@demo.honora.dev', DEMO_PASSWORD, matrizId);
  anesthetist = await signIn('anestesista@demo.honora.dev', DEMO_PASSWORD, matrizId);
  scheduler = await signIn('escalista@demo.honora.dev', DEMO_PASSWORD, matrizId);
  // A billing user of another company: the cross-tenant probe.
  const other = await createCompany(t.database.db, { name: 'Outra Cooperativa' });
  const user = await createUser(t.database.db, {
    email: 'faturista@outra.dev',
    name: 'Faturista de Outra',
    passwordHash: await hashPassword('senha-forte-1'),
  });
  await addMember(t.database.db, { companyId: other.id, userId: user.id, profiles: ['f'] });
  outsider = await signIn('faturista@outra.dev', 'senha-forte-1');
});
afterAll(() => t.close());

describe('GET /api/search (the menu search)', () => {
  it('finds events by guide number, patients by name and by CPF, batches by code, as the lists do', async () => {
    const events = (await biller.get('/api/events?pageSize=1')).json().items as { id: string; numGuide: string }[];
    const guide = events[0]!.numGuide;
    const byGuide = await search(biller, guide.slice(0, 4));
    expect(byGuide.statusCode, byGuide.body).toBe(200);
    expect(
      byGuide.json().events.map((e: { numGuide: string }) => e.numGuide.startsWith(guide.slice(0, 4))),
    ).not.toContain(false);
    expect((await search(biller, guide)).json().events).toContainEqual(expect.objectContaining({ id: events[0]!.id }));

    const byName = (await search(biller, 'aparecida')).json();
    expect(byName.patients).toEqual([expect.objectContaining({ name: 'Maria Aparecida da Conceição' })]);
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, byName.patients[0].id));
    const cpf = patient!.cpf!;
    for (const q of [cpf, `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`]) {
      expect((await search(biller, q)).json().patients.map((p: { id: string }) => p.id)).toEqual([patient!.id]);
    }

    const batches = (await search(biller, '1')).json().batches;
    expect(batches).toContainEqual(expect.objectContaining({ code: '1' }));
  });

  it('answers at most a few of each kind and never a money value', async () => {
    const answer = (await search(biller, '0')).json();
    expect(answer.batches.length).toBeLessThanOrEqual(SEARCH_LIMITS.perKind);
    const body = JSON.stringify((await search(biller, 'Maria')).json());
    expect(body).not.toMatch(/total|value/i);
  });

  it('searches guides and patients only from the minimum length', async () => {
    const short = (await search(biller, 'Ma')).json();
    expect(short).toEqual({ events: [], patients: [], batches: [] });
  });

  it('answers only the lists the profile may open: the anesthetist no batches, the scheduler nothing', async () => {
    const guide = ((await biller.get('/api/events?pageSize=1')).json().items as { numGuide: string }[])[0]!.numGuide;
    const anesthetistAnswer = await search(anesthetist, '1');
    expect(anesthetistAnswer.statusCode, anesthetistAnswer.body).toBe(200);
    expect(anesthetistAnswer.json().batches).toEqual([]);
    for (const q of ['Maria Aparecida', guide, '1']) {
      const answer = await search(scheduler, q);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ events: [], patients: [], batches: [] });
    }
  });

  it("never finds another company's records (cross-tenant probe)", async () => {
    const events = (await biller.get('/api/events?pageSize=1')).json().items as { numGuide: string }[];
    for (const q of ['Maria Aparecida', events[0]!.numGuide, '1']) {
      const answer = await search(outsider, q);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ events: [], patients: [], batches: [] });
    }
  });

  it.each([
    ['', fmt(v.minLength, { min: SEARCH_LIMITS.minLength })],
    ['   ', fmt(v.minLength, { min: SEARCH_LIMITS.minLength })],
    ['x'.repeat(SEARCH_LIMITS.maxLength + 1), fmt(v.maxLength, { max: SEARCH_LIMITS.maxLength })],
  ])('refuses q=%j with a 400 and its field message', async (q, message) => {
    const answer = await search(biller, q);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(message);
  });

  it('refuses a missing q, and a visitor without a session', async () => {
    expect((await biller.get('/api/search')).statusCode).toBe(400);
    expect((await new TestClient(t.app).get('/api/search?q=Maria')).statusCode).toBe(401);
  });
});
