import { messages, type OcrGuide, type OcrGuideSummary, type OcrUpload } from '@honora/contract';
import {
  events,
  healthInsurers,
  ocrCredits,
  ocrGuides,
  ocrUploads,
  patients,
  systemActor,
  withActor,
} from '@honora/db';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../src/jobs/enqueue';
import { pdfPageImage } from '../src/modules/ocr/engine';
import { ocrJob } from '../src/modules/ocr/ocr.job';
import { renderGuidesPdf } from '../src/modules/tiss';
import { guideInput, pdfOptions, procedureItem } from '../src/modules/tiss/pdf/guide-fixtures';
import { createEventsWorld, TABLE_CODES, TODAY, type EventsWorld } from './events-world';

/**
 * OCR of paper guides (platform.md §2 guidesOcr, GuideOcrAmazon; §3 statuses, errors and credits;
 * decision 041): a printed guide uploaded is read page by page as a job, each page paid with one
 * credit exactly once (a retried job pays nothing more), reviewed and confirmed into an event;
 * no credit, no reading; bad files refused in pt-BR with nothing written.
 */

const o = messages.screens.ocr;
let w: EventsWorld;
const br = (iso: string) => iso.split('-').reverse().join('/');

const GUIDE = guideInput('Honorario', 2, {
  numGuide: '5550001',
  dtProcedure: TODAY,
  procedures: [
    procedureItem(0, { code: TABLE_CODES[0], date: TODAY, totalValue: '1200', unitValue: '1200' }),
    procedureItem(1, { code: TABLE_CODES[1], date: TODAY, totalValue: '600', unitValue: '1200' }),
  ],
  total: '1800',
});
const OPTIONS = pdfOptions({ registerANS: '654321' });

beforeAll(async () => {
  w = await createEventsWorld();
  await withActor(w.t.database.db, systemActor, async (tx) => {
    await tx.update(healthInsurers).set({ registerAns: '654321' }).where(eq(healthInsurers.id, w.insurers.valued));
  });
});
afterAll(() => w.t.close(), 120_000);

const grant = (companyId: string, amount: number) =>
  withActor(w.t.database.db, systemActor, (tx) =>
    tx.insert(ocrCredits).values({ companyId, type: amount > 0 ? 'GIFT' : 'TEST', amount }),
  );

async function balanceOf(companyId: string): Promise<number> {
  const rows = await w.t.database.db
    .select({ amount: ocrCredits.amount })
    .from(ocrCredits)
    .where(eq(ocrCredits.companyId, companyId));
  return rows.reduce((n, r) => n + r.amount, 0);
}

async function waitForUpload(id: string): Promise<OcrUpload> {
  const deadline = Date.now() + 100_000;
  for (;;) {
    const res = await w.biller.get('/api/ocr-uploads');
    expect(res.statusCode, res.body).toBe(200);
    const upload = (res.json() as { items: OcrUpload[] }).items.find((u) => u.id === id)!;
    if (upload.status === 'FINISH' || upload.status === 'FAILED') return upload;
    if (Date.now() > deadline) throw new Error(`upload ${id} still ${upload.status} (${upload.processedPages} pages)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function uploadFile(fileName: string, content: Buffer): Promise<OcrUpload> {
  const res = await w.biller.post('/api/ocr-uploads', { fileName, contentBase64: content.toString('base64') });
  expect(res.statusCode, res.body).toBe(200);
  return waitForUpload((res.json() as OcrUpload).id);
}

async function guidesOf(uploadId: string): Promise<OcrGuideSummary[]> {
  const res = await w.biller.get(`/api/ocr-guides?uploadId=${uploadId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: OcrGuideSummary[] }).items;
}

describe('a printed guide read, paid once, reviewed and confirmed', () => {
  let guideId: string;
  let uploadId: string;

  it(
    'reads each page of a PDF as a guide awaiting review, spending one credit a page',
    { timeout: 120_000 },
    async () => {
      await grant(w.matrizId, 3);
      const pdf = await renderGuidesPdf([GUIDE, { ...GUIDE, numGuide: '5550002' }], OPTIONS);
      const upload = await uploadFile('guias.pdf', pdf);
      expect(upload).toMatchObject({ status: 'FINISH', totalPages: 2, processedPages: 2 });
      uploadId = upload.id;
      const guides = await guidesOf(upload.id);
      expect(guides.map((g) => [g.page, g.status, g.error, g.guideType])).toEqual([
        [1, 'NEED_CLIENT', null, 'Honorario'],
        [2, 'NEED_CLIENT', null, 'Honorario'],
      ]);
      expect(guides.map((g) => g.guideNumber).sort()).toEqual(['5550001', '5550002']);
      expect(await balanceOf(w.matrizId)).toBe(1);
      const credits = await w.biller.get('/api/ocr-credits');
      expect(credits.json()).toMatchObject({ balance: 1 });
      guideId = guides.find((g) => g.page === 1)!.id;
    },
  );

  it('shows every field with its confidence, box and check, and the registries it names', async () => {
    const res = await w.biller.get(`/api/ocr-guides/${guideId}`);
    expect(res.statusCode, res.body).toBe(200);
    const guide = res.json() as OcrGuide;
    const field = (key: string) => guide.fields.find((f) => f.key === key)!;
    expect(field('providerGuide')).toMatchObject({ value: '5550001', problem: null, required: true });
    expect(field('registerANS').value).toBe('654321');
    expect(field('startDate').value).toBe(br(TODAY));
    expect(field('procedures.0.code').value).toBe(TABLE_CODES[0]);
    expect(field('procedures.1.code').value).toBe(TABLE_CODES[1]);
    expect(field('providerGuide').box).not.toBeNull();
    expect(guide.matches.healthInsurance?.id).toBe(w.insurers.valued);
    expect(guide.imageWidth).toBeGreaterThan(1000);
    const image = await w.biller.get(`/api/ocr-guides/${guideId}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
  });

  it('confirms the reviewed guide into an event, keeping the corrections', async () => {
    const before = await w.t.database.db.select({ n: count() }).from(patients);
    const res = await w.biller.post(`/api/ocr-guides/${guideId}/confirm`, {
      values: { patientName: 'Paciente Lida Por OCR' },
      healthInsuranceId: w.insurers.valued,
      createPatient: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const guide = res.json() as OcrGuide;
    expect(guide).toMatchObject({ status: 'READY', error: null });
    const [event] = await w.t.database.db.select().from(events).where(eq(events.id, guide.eventId!));
    expect(event).toMatchObject({ numGuide: '5550001', dtProcedure: TODAY, healthInsuranceId: w.insurers.valued });
    const after = await w.t.database.db.select({ n: count() }).from(patients);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const [stored] = await w.t.database.db.select().from(ocrGuides).where(eq(ocrGuides.id, guideId));
    expect(stored!.corrections).toEqual({ patientName: 'Paciente Lida Por OCR' });
    const again = await w.biller.post(`/api/ocr-guides/${guideId}/confirm`, {
      values: {},
      healthInsuranceId: w.insurers.valued,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(o.alreadyConfirmed);
  });

  it('a retried job pays nothing more for the pages it reads again', { timeout: 120_000 }, async () => {
    const [second] = (await guidesOf(uploadId)).filter((g) => g.page === 2);
    const balance = await balanceOf(w.matrizId);
    await withActor(w.t.database.db, systemActor, async (tx) => {
      await tx.update(ocrGuides).set({ status: 'CREATED' }).where(eq(ocrGuides.id, second!.id));
      await tx.update(ocrUploads).set({ status: 'NOT_STARTED' }).where(eq(ocrUploads.id, uploadId));
      await enqueue(tx, {
        handler: ocrJob,
        companyId: w.matrizId,
        payload: { uploadId, creditCompanyId: w.matrizId, companyIds: [w.matrizId] },
      });
    });
    await waitForUpload(uploadId);
    const [again] = await w.t.database.db.select().from(ocrGuides).where(eq(ocrGuides.id, second!.id));
    expect(again!.status).toBe('NEED_CLIENT');
    const uses = await w.t.database.db
      .select({ n: count() })
      .from(ocrCredits)
      .where(and(eq(ocrCredits.ocrGuideId, second!.id), isNotNull(ocrCredits.ocrGuideId)));
    expect(uses[0]!.n).toBe(1);
    expect(await balanceOf(w.matrizId)).toBe(balance);
  });
});

describe('no credit, no reading', () => {
  it('leaves the page unread with KErrorEmptyCredits', { timeout: 120_000 }, async () => {
    const balance = await balanceOf(w.matrizId);
    if (balance > 0) await grant(w.matrizId, -balance);
    const png = await pdfPageImage(await renderGuidesPdf([GUIDE], OPTIONS), 1);
    const upload = await uploadFile('guia.png', png);
    const [guide] = await guidesOf(upload.id);
    expect(guide).toMatchObject({ status: 'NEED_CLIENT', error: 'KErrorEmptyCredits', guideType: null });
    const view = (await w.biller.get(`/api/ocr-guides/${guide!.id}`)).json() as OcrGuide;
    expect(view.fields).toEqual([]);
    expect(view.statusMessage).toBe(o.noCredits);
    expect(await balanceOf(w.matrizId)).toBe(0);
    const confirm = await w.biller.post(`/api/ocr-guides/${guide!.id}/confirm`, {
      values: {},
      healthInsuranceId: w.insurers.valued,
    });
    expect(confirm.statusCode).toBe(409);
  });
});

describe('bad files are refused in pt-BR and write nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'a text file',
      { fileName: 'notas.txt', contentBase64: Buffer.from('oi').toString('base64') },
      o.fileErrors.typeNotAllowed,
    ],
    [
      'bytes that are no image',
      { fileName: 'guia.png', contentBase64: Buffer.from('nada').toString('base64') },
      o.fileErrors.typeNotAllowed,
    ],
    [
      'a corrupt PDF',
      { fileName: 'guia.pdf', contentBase64: Buffer.from('%PDF-1.4 quebrado').toString('base64') },
      o.fileErrors.unreadable,
    ],
    ['no content', { fileName: 'guia.pdf', contentBase64: '' }, messages.validation.required],
    ['not base64', { fileName: 'guia.pdf', contentBase64: '***' }, o.fileErrors.unreadable],
  ];
  it.each(cases)('%s', async (_name, body, message) => {
    const before = await w.t.database.db.select({ n: count() }).from(ocrUploads);
    const res = await w.biller.post('/api/ocr-uploads', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
    const after = await w.t.database.db.select({ n: count() }).from(ocrUploads);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('an unknown field in a confirmation, a bad id and another company are refused', async () => {
    const list = ((await w.biller.get('/api/ocr-guides?status=NEED_CLIENT')).json() as { items: OcrGuideSummary[] })
      .items;
    const any = list.find((g) => g.error === null);
    const unknown = await w.biller.post(`/api/ocr-guides/${any!.id}/confirm`, {
      values: { notAField: 'x' },
      healthInsuranceId: w.insurers.valued,
    });
    expect(unknown.statusCode).toBe(400);
    expect((await w.biller.get('/api/ocr-guides/nao-e-id')).statusCode).toBe(400);
    expect((await w.outsider.get(`/api/ocr-guides/${any!.id}`)).statusCode).toBe(404);
    expect((await w.anonymous.get('/api/ocr-guides')).statusCode).toBe(401);
  });
});
