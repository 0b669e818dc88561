import {
  messages,
  type AdminOcrCreditsResponse,
  type AdminOcrDashboardResponse,
  type OcrGuideSummary,
} from '@honora/contract';
import {
  adminUsers,
  companies,
  ocrCredits,
  ocrGuideImages,
  ocrGuides,
  ocrUploads,
  systemActor,
  withActor,
  type OcrFieldRecord,
} from '@honora/db';
import { addMember, createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { brazilDate } from '@honora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * The admin workspace's OCR screens (platform.md §2 OcrAmazonCredit, DashboardOcr,
 * GuideOcrAmazon) over a hand-counted fixture: a matriz "Anestesia Alfa" and its filial "Clínica
 * Beta" with guides read from December 2024 to March 2025 (some at the turn of a month in São
 * Paulo), corrections, confirmations and page images; credits granted and used this month; a
 * company without credits and a removed one.
 */

const PASSWORD = 'senha-forte-1';
const o = messages.screens.ocr;
const v = messages.validation;
const PERIOD = 'from=2025-01&to=2025-03';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7]);
const PDF = Buffer.from('%PDF-1.4 not an image');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;
const ids: Record<string, string> = {};

const fieldsOf = (entries: Record<string, string> | number): Record<string, OcrFieldRecord> => {
  const values =
    typeof entries === 'number' ? Array.from({ length: entries }, (_, i) => [`f${i}`, 'x']) : Object.entries(entries);
  return Object.fromEntries(values.map(([key, value]) => [key, { value, confidence: 90, box: null }]));
};

type GuideValues = Partial<typeof ocrGuides.$inferInsert> & { companyId: string; uploadId: string; page: number };

/** One guide, in its own transaction (the list orders by creation). */
async function guide({ image, ...values }: GuideValues & { image?: Buffer }): Promise<string> {
  return withActor(app.database.db, systemActor, async (tx) => {
    const [row] = await tx.insert(ocrGuides).values(values).returning({ id: ocrGuides.id });
    if (image) await tx.insert(ocrGuideImages).values({ guideId: row!.id, companyId: values.companyId, image });
    return row!.id;
  });
}

async function upload(companyId: string, fileName: string): Promise<string> {
  const [row] = await withActor(app.database.db, systemActor, (tx) =>
    tx
      .insert(ocrUploads)
      .values({ companyId, fileName, mediaType: 'application/pdf', status: 'FINISH' })
      .returning({ id: ocrUploads.id }),
  );
  return row!.id;
}

async function credit(companyId: string, amount: number, type: 'GIFT' | 'PAYMENT' | 'TEST', guideId?: string) {
  const [row] = await withActor(app.database.db, systemActor, (tx) =>
    tx
      .insert(ocrCredits)
      .values({ companyId, amount, type, ocrGuideId: guideId ?? null })
      .returning({ id: ocrCredits.id }),
  );
  return row!.id;
}

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(app.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  const user = async (email: string) =>
    createUser(db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await makeSuperAdmin(db, (await user('super@ocr.dev')).id);
  const plain = await user('suporte@ocr.dev');
  ids.plainAdmin = plain.id;
  await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: plain.id, rules: { sup: true } }));

  ids.alfa = (await createCompany(db, { name: 'Anestesia Alfa', isMatriz: true })).id;
  ids.beta = (await createCompany(db, { name: 'Clínica Beta', isFilial: true, matrizId: ids.alfa })).id;
  ids.gama = (await createCompany(db, { name: 'Grupo Gama' })).id;
  ids.removed = (await createCompany(db, { name: 'Clínica Encerrada' })).id;
  await addMember(db, { companyId: ids.alfa, userId: (await user('membro@ocr.dev')).id, profiles: ['a'] });

  const alfa = { companyId: ids.alfa, uploadId: await upload(ids.alfa, 'guias-alfa.pdf') };
  const beta = { companyId: ids.beta, uploadId: await upload(ids.beta, 'guias-beta.pdf') };
  ids.g10 = await guide({
    ...alfa,
    page: 10,
    status: 'NEED_CLIENT',
    recognizedAt: at('2024-12-31T12:00:00Z'),
    fields: fieldsOf(7),
  });
  ids.g1 = await guide({
    ...alfa,
    page: 1,
    status: 'READY',
    recognizedAt: at('2025-01-15T12:00:00Z'),
    fields: fieldsOf(4),
    confirmedAt: at('2025-02-03T12:00:00Z'),
    corrections: { f1: 'y' },
  });
  // 31/01 23:30 in São Paulo: January's.
  ids.g2 = await guide({
    ...alfa,
    page: 2,
    status: 'NEED_SUPPORT',
    error: 'KErrorThreshold',
    guideType: 'Honorario',
    confidence: 52.5,
    recognizedAt: at('2025-02-01T02:30:00Z'),
    fields: fieldsOf({ patientName: 'João Souza', providerGuide: '12345', wallet: '999' }),
    corrections: { providerGuide: '12346' },
  });
  ids.g3 = await guide({
    ...alfa,
    page: 3,
    status: 'READY',
    recognizedAt: at('2025-02-10T12:00:00Z'),
    fields: fieldsOf(5),
    confirmedAt: at('2025-02-11T12:00:00Z'),
    image: PDF,
  });
  ids.g4 = await guide({
    ...alfa,
    page: 4,
    status: 'NEED_DEVELOPER',
    recognizedAt: at('2025-03-31T12:00:00Z'),
    fields: fieldsOf(2),
    image: PNG,
  });
  // 31/03 23:00 in São Paulo: March's.
  ids.g9 = await guide({
    ...alfa,
    page: 9,
    status: 'ON_TEST',
    recognizedAt: at('2025-04-01T02:00:00Z'),
    fields: fieldsOf(1),
  });
  ids.g5 = await guide({
    ...beta,
    page: 1,
    status: 'READY',
    recognizedAt: at('2025-02-20T12:00:00Z'),
    fields: fieldsOf(2),
    confirmedAt: at('2025-03-02T12:00:00Z'),
    corrections: { f0: 'a', f1: 'b' },
  });
  ids.g6 = await guide({
    ...beta,
    page: 2,
    status: 'NEED_CLIENT',
    recognizedAt: at('2025-02-21T12:00:00Z'),
    fields: fieldsOf({ patientName: 'Maria da Silva' }),
    image: JPEG,
  });
  ids.g7 = await guide({ ...beta, page: 3 });
  ids.g8 = await guide({
    ...beta,
    page: 4,
    status: 'NEED_SUPPORT',
    recognizedAt: at('2025-02-22T12:00:00Z'),
    fields: fieldsOf(3),
  });
  await withActor(db, systemActor, (tx) =>
    tx.update(ocrGuides).set({ deletedAt: new Date() }).where(eq(ocrGuides.id, ids.g8!)),
  );

  // Credits, this month: grants and one use per page read.
  await credit(ids.alfa, 100, 'GIFT');
  await credit(ids.alfa, 50, 'PAYMENT');
  const removedGrant = await credit(ids.alfa, 1000, 'GIFT');
  await withActor(db, systemActor, (tx) =>
    tx.update(ocrCredits).set({ deletedAt: new Date() }).where(eq(ocrCredits.id, removedGrant)),
  );
  for (const g of ['g1', 'g2', 'g3', 'g4']) await credit(ids.alfa, -1, 'GIFT', ids[g]);
  await credit(ids.beta, 5, 'TEST');
  for (const g of ['g5', 'g6']) await credit(ids.beta, -1, 'TEST', ids[g]);
  await credit(ids.removed, 9, 'GIFT');
  await withActor(db, systemActor, (tx) =>
    tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, ids.removed!)),
  );

  superAdmin = await signIn('super@ocr.dev');
  plainAdmin = await signIn('suporte@ocr.dev');
  member = await signIn('membro@ocr.dev');
}, 120_000);
afterAll(() => app.close());

async function ok<T>(client: TestClient, url: string): Promise<T> {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** A 400 naming the field with its pt-BR message. */
function expectFieldError(res: { statusCode: number; json(): unknown; body: string }, path: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json() as { fields: { path: string; message: string }[] }).fields).toEqual([
    expect.objectContaining({ path, message }),
  ]);
}

describe('GET /api/admin/ocr-credits', () => {
  it('lists every live company by name with its balance, grants, uses and last use', async () => {
    const answer = await ok<AdminOcrCreditsResponse>(plainAdmin, '/api/admin/ocr-credits');
    expect(answer.total).toBe(3);
    const rows = answer.items.map(({ companyId: _companyId, lastUseAt, ...rest }) => ({
      ...rest,
      hasUse: lastUseAt !== null,
    }));
    expect(rows).toEqual([
      { name: 'Anestesia Alfa', isFilial: false, matrizName: null, balance: 146, granted: 150, used: 4, hasUse: true },
      {
        name: 'Clínica Beta',
        isFilial: true,
        matrizName: 'Anestesia Alfa',
        balance: 3,
        granted: 5,
        used: 2,
        hasUse: true,
      },
      { name: 'Grupo Gama', isFilial: false, matrizName: null, balance: 0, granted: 0, used: 0, hasUse: false },
    ]);
    const lastUse = Date.parse(answer.items[0]!.lastUseAt!);
    expect(Math.abs(Date.now() - lastUse)).toBeLessThan(10 * 60_000);
    expect(answer.items[0]!.lastUseAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('searches by name without accents and pages', async () => {
    const found = await ok<AdminOcrCreditsResponse>(plainAdmin, '/api/admin/ocr-credits?search=clinica');
    expect(found.items.map((c) => c.name)).toEqual(['Clínica Beta']);
    const second = await ok<AdminOcrCreditsResponse>(plainAdmin, '/api/admin/ocr-credits?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 3, items: [{ name: 'Clínica Beta' }] });
  });

  it('shows a grant of the super admin in the balance; a plain administrator may not grant', async () => {
    const url = `/api/admin/companies/${ids.gama}/ocr-credits`;
    expect((await plainAdmin.post(url, { type: 'GIFT', amount: 10 })).statusCode).toBe(403);
    expect((await superAdmin.post(url, { type: 'PAYMENT', amount: 10, note: 'Pacote' })).statusCode).toBe(200);
    const answer = await ok<AdminOcrCreditsResponse>(plainAdmin, '/api/admin/ocr-credits?search=Gama');
    expect(answer.items).toEqual([expect.objectContaining({ name: 'Grupo Gama', balance: 10, granted: 10, used: 0 })]);
  });

  it('refuses bad paging', async () => {
    for (const query of ['page=0', 'pageSize=1000', 'page=abc', `search=${'a'.repeat(101)}`]) {
      const res = await plainAdmin.get(`/api/admin/ocr-credits?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/ocr-dashboard', () => {
  const figures = (
    pages: number,
    fieldsRead: number,
    confirmed: number,
    corrected: number,
    accuracy: number | null,
    creditsUsed = 0,
  ) => ({ pages, confirmed, fieldsRead, corrected, accuracy, creditsUsed });

  it('counts each company and month: pages and fields by reading, confirmations and corrections by confirmation', async () => {
    const answer = await ok<AdminOcrDashboardResponse>(plainAdmin, `/api/admin/ocr-dashboard?${PERIOD}`);
    expect([answer.from, answer.to]).toEqual(['2025-01', '2025-03']);
    expect(answer.rows.map(({ companyId: _companyId, ...row }) => row)).toEqual([
      { companyName: 'Anestesia Alfa', month: '2025-01', ...figures(2, 7, 0, 0, null) },
      // g1 (4 fields, 1 corrected) and g3 (5 fields) confirmed in February: 1 − 1/9.
      { companyName: 'Anestesia Alfa', month: '2025-02', ...figures(1, 5, 2, 1, 88.9) },
      // The removed guide's page was read too.
      { companyName: 'Clínica Beta', month: '2025-02', ...figures(3, 6, 0, 0, null) },
      { companyName: 'Anestesia Alfa', month: '2025-03', ...figures(2, 3, 0, 0, null) },
      { companyName: 'Clínica Beta', month: '2025-03', ...figures(0, 0, 1, 2, 0) },
    ]);
    expect(answer.months).toEqual([
      { month: '2025-01', ...figures(2, 7, 0, 0, null) },
      { month: '2025-02', ...figures(4, 11, 2, 1, 88.9) },
      { month: '2025-03', ...figures(2, 3, 1, 2, 0) },
    ]);
    // 3 corrected of the 11 fields of the confirmed guides.
    expect(answer.totals).toEqual(figures(8, 21, 3, 3, 72.7));
  });

  it('takes the 12 months up to the current one by default, with the credits used by month of use', async () => {
    const answer = await ok<AdminOcrDashboardResponse>(plainAdmin, '/api/admin/ocr-dashboard');
    const month = brazilDate(new Date()).slice(0, 7);
    expect(answer.to).toBe(month);
    expect(answer.months).toHaveLength(12);
    const current = answer.rows.filter((r) => r.month === month);
    expect(current.map((r) => [r.companyName, r.creditsUsed])).toEqual([
      ['Anestesia Alfa', 4],
      ['Clínica Beta', 2],
    ]);
    expect(answer.totals.creditsUsed).toBe(6);
  });

  it('refuses a bad month, an end before the start and a period too long, naming the field', async () => {
    const bad = await plainAdmin.get('/api/admin/ocr-dashboard?from=2025-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('from');
    expectFieldError(
      await plainAdmin.get('/api/admin/ocr-dashboard?from=2025-03&to=2025-01'),
      'to',
      o.dashboard.toBeforeFrom,
    );
    expectFieldError(
      await plainAdmin.get('/api/admin/ocr-dashboard?from=2000-01&to=2025-01'),
      'from',
      'O período pode ter no máximo 120 meses.',
    );
  });
});

describe('GET /api/admin/ocr-guides', () => {
  const list = (query = '') =>
    ok<{ items: OcrGuideSummary[]; total: number }>(plainAdmin, `/api/admin/ocr-guides${query}`);

  it('lists the guides waiting for support, development or a test, of every company, without removed ones', async () => {
    const answer = await list();
    expect(answer.total).toBe(3);
    expect(answer.items.map((g) => g.id).sort()).toEqual([ids.g2, ids.g4, ids.g9].sort());
    const g2 = answer.items.find((g) => g.id === ids.g2)!;
    expect(g2).toMatchObject({
      companyId: ids.alfa,
      companyName: 'Anestesia Alfa',
      fileName: 'guias-alfa.pdf',
      page: 2,
      status: 'NEED_SUPPORT',
      error: 'KErrorThreshold',
      guideType: 'Honorario',
      confidence: 52.5,
      patientName: 'João Souza',
      // The reviewer's correction wins over what was read.
      guideNumber: '12346',
      eventId: null,
    });
  });

  it('filters by status and company', async () => {
    const needClient = await list('?status=NEED_CLIENT');
    expect(needClient.items.map((g) => [g.companyName, g.page, g.patientName])).toEqual([
      ['Clínica Beta', 2, 'Maria da Silva'],
      ['Anestesia Alfa', 10, ''],
    ]);
    expect((await list(`?status=NEED_CLIENT&companyId=${ids.beta}`)).items.map((g) => g.id)).toEqual([ids.g6]);
    expect((await list(`?companyId=${ids.beta}`)).total).toBe(0);
    expect((await list('?status=READY&page=2')).items).toEqual([]);
  });

  it('refuses a bad status, company id or page', async () => {
    expectFieldError(await plainAdmin.get('/api/admin/ocr-guides?status=DONE'), 'status', o.invalidStatus);
    expectFieldError(await plainAdmin.get('/api/admin/ocr-guides?companyId=abc'), 'companyId', v.invalidId);
    expectFieldError(await plainAdmin.get('/api/admin/ocr-guides?page=0'), 'page', v.numeric);
  });
});

describe('POST /api/admin/ocr-guides/:id/status', () => {
  const setStatus = (id: string, status: unknown, client = plainAdmin) =>
    client.post(`/api/admin/ocr-guides/${id}/status`, { status });

  it("sets the status, recording the administrator as the guide's last editor", async () => {
    const res = await setStatus(ids.g2!, 'NEED_CLIENT');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.g2, status: 'NEED_CLIENT', companyName: 'Anestesia Alfa' });
    const [row] = await app.database.db.select().from(ocrGuides).where(eq(ocrGuides.id, ids.g2!));
    expect(row).toMatchObject({ status: 'NEED_CLIENT', updatedBy: ids.plainAdmin, updatedByAdmin: true });
    const pending = await ok<{ items: OcrGuideSummary[] }>(plainAdmin, '/api/admin/ocr-guides');
    expect(pending.items.map((g) => g.id)).not.toContain(ids.g2);
    expect((await setStatus(ids.g2!, 'NEED_SUPPORT')).statusCode).toBe(200);
  });

  it('refuses a guide already confirmed into an event, and leaves it as it was', async () => {
    const res = await setStatus(ids.g1!, 'NEED_SUPPORT');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(o.alreadyConfirmed);
    const [row] = await app.database.db.select().from(ocrGuides).where(eq(ocrGuides.id, ids.g1!));
    expect(row).toMatchObject({ status: 'READY', updatedAt: null });
  });

  it('refuses a status support may not set, a bad id, an unknown or removed guide', async () => {
    for (const status of ['READY', 'CREATED', 'X', null]) {
      expectFieldError(await setStatus(ids.g4!, status), 'status', o.invalidStatus);
    }
    expectFieldError(await setStatus('abc', 'ON_TEST'), 'id', v.invalidId);
    for (const id of [UNKNOWN_ID, ids.g8!]) {
      const res = await setStatus(id, 'ON_TEST');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(o.notFound);
    }
    const [row] = await app.database.db.select().from(ocrGuides).where(eq(ocrGuides.id, ids.g4!));
    expect(row!.status).toBe('NEED_DEVELOPER');
  });
});

describe('GET /api/admin/ocr-guides/:id/image', () => {
  it('answers the page image as PNG or JPEG by its first bytes', async () => {
    const png = await plainAdmin.get(`/api/admin/ocr-guides/${ids.g4}/image`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const jpeg = await plainAdmin.get(`/api/admin/ocr-guides/${ids.g6}/image`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers "id não encontrado" without an image, for bytes that are no image and for an unknown guide', async () => {
    for (const id of [ids.g1!, ids.g3!, ids.g8!, UNKNOWN_ID]) {
      const res = await plainAdmin.get(`/api/admin/ocr-guides/${id}/image`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(o.notFound);
    }
    expectFieldError(await plainAdmin.get('/api/admin/ocr-guides/abc/image'), 'id', v.invalidId);
  });
});

describe('outside the admin workspace', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/ocr-credits'],
    ['GET', `/api/admin/ocr-dashboard?${PERIOD}`],
    ['GET', '/api/admin/ocr-guides?status=NEED_CLIENT'],
    ['POST', `/api/admin/ocr-guides/${UNKNOWN_ID}/status`, { status: 'ON_TEST' }],
    ['GET', `/api/admin/ocr-guides/${UNKNOWN_ID}/image`],
  ];

  it('refuses a company session and a visitor (401) before reading or writing anything', async () => {
    for (const [method, url, body] of routes) {
      const asMember = await member.request(method as 'GET' | 'POST', url.replace(UNKNOWN_ID, ids.g4!), body);
      expect(asMember.statusCode, `${method} ${url}`).toBe(401);
      expect(asMember.body).not.toContain('Anestesia Alfa');
      const anonymous = await new TestClient(app.app).request(method as 'GET' | 'POST', url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const [row] = await app.database.db.select().from(ocrGuides).where(eq(ocrGuides.id, ids.g4!));
    expect(row!.status).toBe('NEED_DEVELOPER');
  });
});
