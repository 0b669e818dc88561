import { messages, type OcrGuide, type OcrGuideSummary, type OcrUpload } from '@honora/contract';
import { adminUsers, ocrCredits, ocrGuideImages, ocrGuides, systemActor, withActor } from '@honora/db';
import { createUser } from '@honora/db/testing';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { scannedGuide } from '../src/modules/ocr/reader/rendered-guides';
import { guideInput, pdfOptions, procedureItem } from '../src/modules/tiss/pdf/guide-fixtures';
import { createEventsWorld, TABLE_CODES, TODAY, type EventsWorld } from './events-world';
import { TestClient } from './helpers';

/**
 * Support on one company's guide (platform.md §2 admin GuideOcrAmazon; decision 041): a scanned,
 * turned page read level, support's corrections kept for the client's review, and the page read
 * again — paid once — while a confirmed guide, an unknown field or a guide already queued are
 * refused with nothing changed.
 */

const o = messages.screens.ocr;
const PASSWORD = 'senha-do-suporte-1';
let w: EventsWorld;
let support: TestClient;

const GUIDE = guideInput('Honorario', 3, {
  numGuide: '7770001',
  dtProcedure: TODAY,
  procedures: [procedureItem(0, { code: TABLE_CODES[0], date: TODAY, totalValue: '900', unitValue: '900' })],
  total: '900',
});

beforeAll(async () => {
  w = await createEventsWorld();
  const db = w.t.database.db;
  const admin = await createUser(db, {
    email: 'suporte@ocr-support.dev',
    name: 'Suporte',
    passwordHash: await hashPassword(PASSWORD),
  });
  await withActor(db, systemActor, async (tx) => {
    await tx.insert(adminUsers).values({ userId: admin.id, rules: { sup: true } });
    await tx.insert(ocrCredits).values({ companyId: w.matrizId, type: 'GIFT', amount: 2 });
  });
  support = new TestClient(w.t.app);
  expect((await support.login('suporte@ocr-support.dev', PASSWORD)).statusCode).toBe(200);
}, 120_000);
afterAll(() => w.t.close(), 120_000);

async function waitForUpload(id: string): Promise<OcrUpload> {
  const deadline = Date.now() + 100_000;
  for (;;) {
    const upload = ((await w.biller.get('/api/ocr-uploads')).json() as { items: OcrUpload[] }).items.find(
      (u) => u.id === id,
    )!;
    if (upload.status === 'FINISH' || upload.status === 'FAILED') return upload;
    if (Date.now() > deadline) throw new Error(`upload ${id} still ${upload.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const stored = async (id: string) => (await w.t.database.db.select().from(ocrGuides).where(eq(ocrGuides.id, id)))[0]!;
const usesOf = async (id: string) =>
  (await w.t.database.db.select({ n: count() }).from(ocrCredits).where(eq(ocrCredits.ocrGuideId, id)))[0]!.n;

describe('support corrects a guide and reads it again', () => {
  let guideId: string;
  let uploadId: string;
  let scanWidth: number;

  it('reads a page scanned askew on the page turned level, and stores that page', { timeout: 120_000 }, async () => {
    const scan = await scannedGuide(GUIDE, pdfOptions(), 1.5, 7);
    scanWidth = scan.width;
    const res = await w.biller.post('/api/ocr-uploads', {
      fileName: 'guia-torta.png',
      contentBase64: scan.image.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    uploadId = (res.json() as OcrUpload).id;
    await waitForUpload(uploadId);
    const list = (await w.biller.get(`/api/ocr-guides?uploadId=${uploadId}`)).json() as { items: OcrGuideSummary[] };
    const [guide] = list.items;
    expect(guide).toMatchObject({ status: 'NEED_CLIENT', guideType: 'Honorario', guideNumber: '7770001' });
    guideId = guide!.id;
    const row = await stored(guideId);
    // Turned by 1.5°, the level page is wider than the scan: its image is what the boxes are on.
    expect(row.imageWidth).toBeGreaterThan(scanWidth);
    const [image] = await w.t.database.db.select().from(ocrGuideImages).where(eq(ocrGuideImages.guideId, guideId));
    const meta = await sharp(Buffer.from(image!.image)).metadata();
    expect([meta.width, meta.height]).toEqual([row.imageWidth, row.imageHeight]);
    expect(await usesOf(guideId)).toBe(1);
  });

  it('shows the guide to support as its review does', async () => {
    const res = await support.get(`/api/admin/ocr-guides/${guideId}`);
    expect(res.statusCode, res.body).toBe(200);
    const guide = res.json() as OcrGuide;
    expect(guide).toMatchObject({ id: guideId, companyId: w.matrizId, status: 'NEED_CLIENT' });
    expect(guide.fields.find((f) => f.key === 'providerGuide')).toMatchObject({ value: '7770001', problem: null });
  });

  it("keeps support's corrections for the client's review; a value equal to what was read is no correction", async () => {
    const res = await support.put(`/api/admin/ocr-guides/${guideId}/fields`, {
      values: { providerGuide: '7770009', patientName: (await stored(guideId)).fields.patientName?.value ?? '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as OcrGuide).fields.find((f) => f.key === 'providerGuide')).toMatchObject({
      value: '7770001',
      confirmed: '7770009',
    });
    expect((await stored(guideId)).corrections).toEqual({ providerGuide: '7770009' });
    const client = (await w.biller.get(`/api/ocr-guides/${guideId}`)).json() as OcrGuide;
    expect(client.guideNumber).toBe('7770009');
    expect(client.fields.find((f) => f.key === 'providerGuide')?.confirmed).toBe('7770009');
  });

  it('refuses a field the form lacks, saving nothing', async () => {
    const res = await support.put(`/api/admin/ocr-guides/${guideId}/fields`, {
      values: { providerGuide: '1', notAField: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: { path: string }[] }).fields[0]!.path).toBe('values.notAField');
    expect((await stored(guideId)).corrections).toEqual({ providerGuide: '7770009' });
  });

  it('reads the page again without paying again, keeping the corrections', { timeout: 120_000 }, async () => {
    const res = await support.post(`/api/admin/ocr-guides/${guideId}/reread`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CREATED', fields: [] });
    // Queued already: a second request is refused.
    const twice = await support.post(`/api/admin/ocr-guides/${guideId}/reread`);
    expect(twice.statusCode).toBe(409);
    expect([o.support.queued, o.support.uploadRunning]).toContain(twice.json().message);
    const upload = await waitForUpload(uploadId);
    expect(upload).toMatchObject({ status: 'FINISH', processedPages: 1, totalPages: 1 });
    const row = await stored(guideId);
    expect(row).toMatchObject({
      status: 'NEED_CLIENT',
      guideType: 'Honorario',
      corrections: { providerGuide: '7770009' },
    });
    expect(row.fields.providerGuide?.value).toBe('7770001');
    expect(await usesOf(guideId)).toBe(1);
  });

  it('refuses a confirmed guide: no correction, no new reading', async () => {
    const confirm = await w.biller.post(`/api/ocr-guides/${guideId}/confirm`, {
      values: {},
      healthInsuranceId: w.insurers.valued,
      patientId: w.patientId,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // The correction support made is what the event carries and stays counted.
    expect((await stored(guideId)).corrections).toEqual({ providerGuide: '7770009' });
    for (const res of [
      await support.put(`/api/admin/ocr-guides/${guideId}/fields`, { values: { providerGuide: '1' } }),
      await support.post(`/api/admin/ocr-guides/${guideId}/reread`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(o.alreadyConfirmed);
    }
    expect((await stored(guideId)).status).toBe('READY');
  });

  it('answers "id não encontrado" for an unknown guide and refuses a company session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await support.get(`/api/admin/ocr-guides/${unknown}`),
      await support.put(`/api/admin/ocr-guides/${unknown}/fields`, { values: {} }),
      await support.post(`/api/admin/ocr-guides/${unknown}/reread`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(o.notFound);
    }
    expect((await support.put(`/api/admin/ocr-guides/${guideId}/fields`, { values: 'x' })).statusCode).toBe(400);
    expect((await w.biller.get(`/api/admin/ocr-guides/${guideId}`)).statusCode).toBe(401);
    expect((await w.biller.post(`/api/admin/ocr-guides/${guideId}/reread`)).statusCode).toBe(401);
  });
});
