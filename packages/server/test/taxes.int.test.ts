import { messages, fmt } from '@honora/contract';
import { healthInsurers, systemActor, taxes, taxVersions, withActor } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { IRRF_TABLES } from '@honora/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
const e = messages.screens.taxes.errors;
const v = messages.validation;

let app: TestApp;
let matrizId: string;
let filialId: string;
let otherId: string;
let insurerId: string;
let otherInsurerId: string;
const clients: Record<string, TestClient> = {};

async function member(email: string, companyId: string, profile: string) {
  const user = await createUser(app.database.db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await addMember(app.database.db, { companyId, userId: user.id, profiles: [profile] });
  const client = new TestClient(app.app);
  expect((await client.login(email, PASSWORD)).json().session.company.id).toBe(companyId);
  return client;
}

async function insurer(companyId: string, name: string) {
  return withActor(app.database.db, systemActor, async (tx) => {
    const [row] = await tx.insert(healthInsurers).values({ companyId, name }).returning({ id: healthInsurers.id });
    return row!.id;
  });
}

const inss = { validFrom: '2025-01', base: 'Repasse', calculation: 'RATE', ratePercent: '20', personType: 'PF' };
const inssBody = { name: 'INSS contribuinte individual', identifier: 'INSS', kind: 'TAX', order: 2, version: inss };
/** A rate on the transfer base that is not INSS (a company may have many of these). */
const rate = { ...inss, personType: 'ALL' };
const rateBody = { name: 'ISS', identifier: 'TAX', kind: 'TAX', order: 4, version: rate };

type Tax = {
  id: string;
  name: string;
  order: number;
  validUntil: string | null;
  deletedAt: string | null;
  versions: { id: string; validFrom: string; ratePercent: string | null; amount: string | null }[];
};

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/taxes', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Tax;
}

const taxCount = async (companyId: string) =>
  (await app.database.db.select({ n: count() }).from(taxes).where(eq(taxes.companyId, companyId)))[0]!.n;
const versionCount = async (taxId: string) =>
  (await app.database.db.select({ n: count() }).from(taxVersions).where(eq(taxVersions.taxId, taxId)))[0]!.n;

function expectField(res: { statusCode: number; json: () => { fields?: unknown[] } }, path: string, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().fields).toContainEqual(expect.objectContaining({ path, message }));
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  matrizId = (await createCompany(db, { name: 'Cooperativa Impostos', isMatriz: true })).id;
  filialId = (await createCompany(db, { name: 'Filial Impostos', isFilial: true, matrizId })).id;
  otherId = (await createCompany(db, { name: 'Outra Impostos', isMatriz: true })).id;
  insurerId = await insurer(matrizId, 'Unimed Impostos');
  otherInsurerId = await insurer(otherId, 'Convênio de Outra');
  clients.admin = await member('admin@impostos.dev', matrizId, 'a');
  clients.manager = await member('gestor@impostos.dev', matrizId, 'e');
  clients.biller = await member('faturista@impostos.dev', matrizId, 'f');
  clients.resident = await member('residente@impostos.dev', matrizId, 'g');
  clients.filial = await member('admin@filial-impostos.dev', filialId, 'a');
  clients.other = await member('admin@outra-impostos.dev', otherId, 'a');
});
afterAll(() => app.close());

describe('taxes and their versions', () => {
  it('creates a tax with its first version, lists it in computing order and reads it back', async () => {
    const fee = await create(clients.manager!, {
      name: ' Taxa administrativa ',
      identifier: 'OTHER',
      kind: 'FEE',
      order: 1,
      version: { validFrom: '2025-01', base: 'Received', calculation: 'RATE', ratePercent: '8.5' },
    });
    expect(fee).toMatchObject({
      name: 'Taxa administrativa',
      kind: 'FEE',
      order: 1,
      validUntil: null,
      deletedAt: null,
    });
    expect(fee.versions).toEqual([
      expect.objectContaining({ validFrom: '2025-01', ratePercent: '8.5000', amount: null, personType: 'ALL' }),
    ]);
    const created = await create(clients.admin!, inssBody);
    const list = await clients.biller!.get('/api/taxes');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((t: Tax) => t.name)).toEqual(['Taxa administrativa', 'INSS contribuinte individual']);
    expect((await clients.biller!.get(`/api/taxes/${created.id}`)).json()).toEqual(created);
  });

  it('keeps versions by month: a new rate from a later month, the old month keeps its own', async () => {
    const tax = await create(clients.manager!, { ...rateBody, name: 'ISS versões' });
    const added = await clients.manager!.post(`/api/taxes/${tax.id}/versions`, {
      ...inss,
      validFrom: '2026-01',
      ratePercent: '11',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().versions.map((x: Tax['versions'][number]) => [x.validFrom, x.ratePercent])).toEqual([
      ['2025-01', '20.0000'],
      ['2026-01', '11.0000'],
    ]);
    // Two versions never start in the same month.
    const twice = await clients.manager!.post(`/api/taxes/${tax.id}/versions`, { ...inss, validFrom: '2026-01' });
    expectField(twice, 'validFrom', fmt(e.validFromTaken, { month: '2026-01' }));
    const [first, second] = added.json().versions as Tax['versions'];
    const moved = await clients.manager!.put(`/api/taxes/${tax.id}/versions/${second!.id}`, {
      ...inss,
      validFrom: '2025-01',
    });
    expectField(moved, 'validFrom', fmt(e.validFromTaken, { month: '2025-01' }));
    const changed = await clients.manager!.put(`/api/taxes/${tax.id}/versions/${second!.id}`, {
      ...inss,
      validFrom: '2026-02',
      ratePercent: '11.5',
    });
    expect(changed.json().versions[1]).toMatchObject({ validFrom: '2026-02', ratePercent: '11.5000' });
    // A version goes, but never the last one.
    expect((await clients.manager!.request('DELETE', `/api/taxes/${tax.id}/versions/${second!.id}`)).statusCode).toBe(
      200,
    );
    const last = await clients.manager!.request('DELETE', `/api/taxes/${tax.id}/versions/${first!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(e.lastVersion);
    expect((await clients.biller!.get(`/api/taxes/${tax.id}`)).json().versions).toHaveLength(1);
  });

  it('ends a tax at a month, never before its first version nor with a version after it', async () => {
    const tax = await create(clients.manager!, { ...rateBody, name: 'ISS com fim' });
    const body = { name: tax.name, identifier: 'TAX', kind: 'TAX', order: 2 };
    expectField(
      await clients.manager!.put(`/api/taxes/${tax.id}`, { ...body, validUntil: '2024-12' }),
      'validUntil',
      fmt(e.validUntilBeforeFrom, { month: '2025-01' }),
    );
    const ended = await clients.manager!.put(`/api/taxes/${tax.id}`, { ...body, validUntil: '2025-06' });
    expect(ended.json().validUntil).toBe('2025-06');
    const late = await clients.manager!.post(`/api/taxes/${tax.id}/versions`, { ...inss, validFrom: '2025-07' });
    expectField(late, 'validFrom', fmt(e.versionAfterEnd, { month: '2025-06' }));
    // A version that starts after the new last month would never apply.
    await clients.manager!.put(`/api/taxes/${tax.id}`, { ...body, validUntil: null });
    await clients.manager!.post(`/api/taxes/${tax.id}/versions`, { ...inss, validFrom: '2025-09' });
    const cut = await clients.manager!.put(`/api/taxes/${tax.id}`, { ...body, validUntil: '2025-08' });
    expectField(cut, 'validUntil', fmt(e.validUntilBeforeFrom, { month: '2025-09' }));
  });

  it('refuses rules that cannot be computed, under their field, and writes nothing', async () => {
    const before = await taxCount(matrizId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...inssBody, version: { ...inss, calculation: 'FIXED', amount: '10' } }, 'version.calculation', e.taxInssRate],
      [{ ...inssBody, version: { ...inss, base: 'Received' } }, 'version.base', e.taxInssBaseRepasse],
      [{ ...inssBody, version: { ...inss, personType: 'ALL' } }, 'version.personType', e.taxPersonTypePf],
      [{ ...inssBody, version: { ...inss, ratePercent: '0' } }, 'version.ratePercent', e.taxRateRange],
      [{ ...inssBody, version: { ...inss, ratePercent: '100.5' } }, 'version.ratePercent', e.taxRateRange],
      [{ ...inssBody, version: { ...inss, ratePercent: '-3' } }, 'version.ratePercent', e.taxRateRange],
      [{ ...inssBody, version: { ...inss, ratePercent: '1e3' } }, 'version.ratePercent', e.taxRateRange],
      [{ ...inssBody, identifier: 'ISS' }, 'identifier', v.required],
      [
        { ...inssBody, identifier: 'PIS', version: { ...inss, calculation: 'TABLE', base: 'BaseIRRF' } },
        'version.calculation',
        e.taxTableOnlyIr,
      ],
      [
        { ...inssBody, identifier: 'OTHER', version: { ...inss, base: 'Custom' } },
        'version.healthInsuranceIds',
        e.taxCustomInsurersRequired,
      ],
      [
        { ...inssBody, identifier: 'OTHER', version: { ...inss, healthInsuranceIds: [insurerId] } },
        'version.healthInsuranceIds',
        e.taxInsurersOnlyCustom,
      ],
      [
        {
          ...inssBody,
          identifier: 'OTHER',
          version: { ...inss, base: 'Custom', healthInsuranceIds: [otherInsurerId] },
        },
        'version.healthInsuranceIds',
        e.unknownInsurer,
      ],
      [
        {
          ...inssBody,
          identifier: 'OTHER',
          version: { ...inss, base: 'LiquidValue', calculation: 'FIXED', amount: '0' },
        },
        'version.amount',
        e.taxAmountPositive,
      ],
      [{ ...inssBody, version: { ...inss, validFrom: '2025-13' } }, 'version.validFrom', e.month],
      [{ ...inssBody, version: { ...inss, validFrom: 202501 } }, 'version.validFrom', e.month],
      [{ ...inssBody, name: '' }, 'name', v.required],
      [{ ...inssBody, name: 'INSS\u0000' }, 'name', v.nulCharacter],
      [{ ...inssBody, order: 1e12 }, 'order', fmt(v.range, { min: 0, max: 999 })],
      [{ ...inssBody, order: '1' }, 'order', v.numeric],
    ];
    for (const [body, path, message] of cases) {
      const res = await clients.manager!.post('/api/taxes', body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(await taxCount(matrizId)).toBe(before);
  });

  it('keeps one live INSS and one IRRF table per company: a change is a new version of it', async () => {
    const second = await clients.manager!.post('/api/taxes', { ...inssBody, name: 'INSS de novo' });
    expectField(second, 'identifier', fmt(e.singleIdentifier, { identifier: 'INSS' }));
    const other = await create(clients.manager!, { ...rateBody, name: 'Outro INSS' });
    const renamed = await clients.manager!.put(`/api/taxes/${other.id}`, {
      name: 'Outro INSS',
      identifier: 'INSS',
      kind: 'TAX',
    });
    expectField(renamed, 'identifier', fmt(e.singleIdentifier, { identifier: 'INSS' }));
  });

  it('refuses an identifier its versions cannot have', async () => {
    const tax = await create(clients.manager!, { ...rateBody, name: 'ISS vira PIS' });
    const res = await clients.manager!.put(`/api/taxes/${tax.id}`, { name: tax.name, identifier: 'PIS', kind: 'TAX' });
    expect(res.statusCode).toBe(200); // a rate on the repasse base is a sound PIS too
    const irrf = await create(clients.manager!, {
      name: 'IRRF',
      identifier: 'IR',
      kind: 'TAX',
      order: 3,
      version: { validFrom: '2025-05', base: 'BaseIRRF', calculation: 'TABLE', personType: 'PF' },
    });
    expect(irrf.versions[0]).toMatchObject({ ratePercent: null, amount: null });
    const res2 = await clients.manager!.put(`/api/taxes/${irrf.id}`, { name: 'IRRF', identifier: 'IRJ', kind: 'TAX' });
    expectField(res2, 'identifier', e.taxTableOnlyIr);
  });

  it('deletes and restores a tax; a deleted one is listed apart and cannot change', async () => {
    const tax = await create(clients.manager!, { ...rateBody, name: 'ISS excluível' });
    expect((await clients.biller!.request('DELETE', `/api/taxes/${tax.id}`)).statusCode).toBe(403);
    const removed = await clients.manager!.request('DELETE', `/api/taxes/${tax.id}`);
    expect(removed.json().deletedAt).not.toBeNull();
    expect((await clients.biller!.get('/api/taxes')).json().items.map((t: Tax) => t.id)).not.toContain(tax.id);
    expect((await clients.biller!.get('/api/taxes?deleted=true')).json().items.map((t: Tax) => t.id)).toContain(tax.id);
    const change = await clients.manager!.post(`/api/taxes/${tax.id}/versions`, { ...inss, validFrom: '2026-01' });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(e.deleted);
    expect((await clients.manager!.request('DELETE', `/api/taxes/${tax.id}`)).json().message).toBe(e.alreadyDeleted);
    expect((await clients.manager!.post(`/api/taxes/${tax.id}/restore`)).json().deletedAt).toBeNull();
    expect(await versionCount(tax.id)).toBe(1);
  });
});

describe('who may see and change taxes', () => {
  it('billers read, only managers and administrators change; residents see nothing', async () => {
    const before = await taxCount(matrizId);
    expect((await clients.biller!.post('/api/taxes', inssBody)).statusCode).toBe(403);
    expect((await clients.resident!.get('/api/taxes')).statusCode).toBe(403);
    expect(await taxCount(matrizId)).toBe(before);
  });

  it("another company's taxes are not found, and its list holds none of them", async () => {
    const tax = await create(clients.manager!, { ...rateBody, name: 'ISS da matriz' });
    expect((await clients.other!.get(`/api/taxes/${tax.id}`)).statusCode).toBe(404);
    expect(
      (await clients.other!.put(`/api/taxes/${tax.id}`, { name: 'X', identifier: 'OTHER', kind: 'FEE' })).statusCode,
    ).toBe(404);
    expect((await clients.other!.get('/api/taxes')).json().items).toEqual([]);
    // A filial sees its matriz's registry as the access rules allow, and never writes to it.
    const filialEdit = await clients.filial!.put(`/api/taxes/${tax.id}`, {
      name: 'X',
      identifier: 'INSS',
      kind: 'TAX',
    });
    expect([403, 404]).toContain(filialEdit.statusCode);
  });
});

describe('the built-in tables', () => {
  it('answers every IRRF table and INSS ceiling by validity, as the domain keeps them', async () => {
    const res = await clients.biller!.get('/api/taxes/tables');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.irrf.map((t: { validFrom: string }) => t.validFrom)).toEqual(IRRF_TABLES.map((t) => t.validFrom));
    expect(body.irrf.at(-1).reduction).toMatchObject({ fullUpTo: '5000.00', partialUpTo: '7350.00' });
    expect(body.inssCeilings).toContainEqual(expect.objectContaining({ validFrom: '2026-01', ceiling: '8475.55' }));
  });
});
