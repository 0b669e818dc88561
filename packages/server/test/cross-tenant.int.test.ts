import { addMember, createCompany, createUser } from '@honora/db/testing';
import { sequences } from '@honora/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { crossTenantCases, tenantNeutralOperations, type Victim } from './cross-tenant/cases';
import { registryAreas } from './cross-tenant/registries';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
let t: TestApp;
let victim: Victim;
const attackers: { label: string; email: string }[] = [];

async function member(email: string, companyId: string, profile = 'a') {
  const user = await createUser(t.database.db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await addMember(t.database.db, { companyId, userId: user.id, profiles: [profile] });
  await addMember(t.database.db, {
    companyId,
    userId: user.id,
    workspace: 'COMPANY',
    profiles: [profile],
    rules: { adm: true },
  });
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const victimCompany = await createCompany(db, {
    name: 'Cooperativa Vítima',
    isMatriz: true,
    cnpj: '11.222.333/0001-81',
  });
  await createCompany(db, { name: 'Filial da Vítima', isFilial: true, matrizId: victimCompany.id });
  const victimUser = await member('vitima@alvo.dev', victimCompany.id);
  victim = {
    companyId: victimCompany.id,
    companyName: victimCompany.name,
    userId: victimUser.id,
    userEmail: victimUser.email,
    records: {},
    secrets: [],
  };
  for (const area of registryAreas) {
    const seeded = await area.seed(db, victim);
    Object.assign(victim.records, seeded.records);
    victim.secrets.push(...seeded.secrets);
  }

  const otherMatriz = await createCompany(db, { name: 'Outra Matriz', isMatriz: true });
  const otherFilial = await createCompany(db, { name: 'Outra Filial', isFilial: true, matrizId: otherMatriz.id });
  await member('admin.matriz@outra.dev', otherMatriz.id);
  await member('admin.filial@outra.dev', otherFilial.id);
  await member('faturista@outra.dev', otherMatriz.id, 'f');
  attackers.push(
    { label: 'administrator of another matriz', email: 'admin.matriz@outra.dev' },
    { label: 'administrator of a filial of another matriz', email: 'admin.filial@outra.dev' },
    { label: 'biller of another company', email: 'faturista@outra.dev' },
  );
});
afterAll(() => t.close());

/** Anything in an answer that would identify the victim's data. */
function leaks(body: string): string[] {
  return [
    victim.companyId,
    victim.companyName,
    victim.userId,
    victim.userEmail,
    '11222333000181',
    '11.222.333/0001-81',
    ...victim.secrets,
  ].filter((secret) => body.includes(secret));
}

describe('cross-tenant harness', () => {
  it('covers every operation of the API (or lists it as tenant-neutral)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set([...crossTenantCases.map((c) => c.operation), ...tenantNeutralOperations]);
    expect(operations.filter((op) => !covered.has(op))).toEqual([]);
  });

  it('zero leaks: every attacker is refused or sees nothing of the victim', async () => {
    const findings: string[] = [];
    for (const attacker of attackers) {
      for (const workspace of ['CLIENT', 'COMPANY'] as const) {
        const client = new TestClient(t.app);
        const login = await client.login(attacker.email, PASSWORD, workspace);
        if (login.statusCode !== 200) continue;
        for (const c of crossTenantCases) {
          const res = await client.request(c.method, c.url(victim), c.body?.(victim));
          const where = `${attacker.label} (${workspace}) ${c.operation}`;
          if (res.statusCode >= 500) findings.push(`${where}: ${res.statusCode}`);
          else if (!c.refusedWith.includes(res.statusCode) && ![401, 403, 404].includes(res.statusCode)) {
            findings.push(`${where}: answered ${res.statusCode}`);
          }
          const leaked = leaks(res.body);
          if (leaked.length > 0) findings.push(`${where}: leaked ${leaked.join(', ')}`);
        }
      }
    }
    expect(findings).toEqual([]);
    // Every attacker × workspace × route: on a loaded machine (other test files running) it takes a minute or more.
  }, 300_000);

  it("leaves the victim's data as it was", async () => {
    const victimClient = new TestClient(t.app);
    await victimClient.login(victim.userEmail, PASSWORD);
    expect((await victimClient.get('/api/company')).json().name).toBe('Cooperativa Vítima');
    const counters = await t.database.db.select().from(sequences);
    expect(counters.filter((c) => c.scope.startsWith(victim.companyId))).toEqual([]);
  });
});
