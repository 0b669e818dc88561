import { ocrCredits, ocrGuideImages, ocrGuides, ocrUploads, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const PATIENT = 'Paciente da Guia Sigilosa';
const FILE_NAME = 'guias-sigilosas-da-vitima.pdf';

/**
 * /admin/OcrAmazonCredit, /admin/DashboardOcr and /admin/GuideOcrAmazon (platform.md §2) read and
 * change every company's OCR guides and credits: tools of the admin workspace, so every company
 * session (the attackers) is refused before anything is read — the victim's guide, its patient,
 * its page image and its credits never show, and its status, fields and reading never change.
 */
const guide = (v: { records: Record<string, string> }) => `/api/admin/ocr-guides/${v.records.ocrGuide}`;

const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/admin/ocr-credits',
    method: 'GET',
    url: (v) => `/api/admin/ocr-credits?search=${encodeURIComponent(v.companyName)}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/ocr-dashboard',
    method: 'GET',
    url: () => '/api/admin/ocr-dashboard?from=2025-01&to=2025-12',
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/ocr-guides',
    method: 'GET',
    url: (v) => `/api/admin/ocr-guides?companyId=${v.companyId}`,
    refusedWith: [401],
  },
  { operation: 'GET /api/admin/ocr-guides/{id}', method: 'GET', url: guide, refusedWith: [401] },
  {
    operation: 'PUT /api/admin/ocr-guides/{id}/fields',
    method: 'PUT',
    url: (v) => `${guide(v)}/fields`,
    body: () => ({ values: { patientName: 'Trocado por outra empresa' } }),
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/ocr-guides/{id}/reread',
    method: 'POST',
    url: (v) => `${guide(v)}/reread`,
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/ocr-guides/{id}/status',
    method: 'POST',
    url: (v) => `${guide(v)}/status`,
    body: () => ({ status: 'ON_TEST' }),
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/ocr-guides/{id}/image',
    method: 'GET',
    url: (v) => `${guide(v)}/image`,
    refusedWith: [401],
  },
];

export const ocrAdminArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [upload] = await tx
        .insert(ocrUploads)
        .values({ companyId: victim.companyId, fileName: FILE_NAME, mediaType: 'image/png', status: 'FINISH' })
        .returning({ id: ocrUploads.id });
      const [row] = await tx
        .insert(ocrGuides)
        .values({
          companyId: victim.companyId,
          uploadId: upload!.id,
          page: 1,
          status: 'NEED_SUPPORT',
          recognizedAt: new Date('2025-06-06T12:00:00Z'),
          fields: { patientName: { value: PATIENT, confidence: 91, box: null } },
        })
        .returning({ id: ocrGuides.id });
      await tx.insert(ocrGuideImages).values({
        guideId: row!.id,
        companyId: victim.companyId,
        image: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      });
      await tx.insert(ocrCredits).values({ companyId: victim.companyId, type: 'GIFT', amount: 77 });
      await tx
        .insert(ocrCredits)
        .values({ companyId: victim.companyId, type: 'GIFT', amount: -1, ocrGuideId: row!.id });
      return { records: { ocrGuide: row!.id }, secrets: [PATIENT, FILE_NAME] };
    }),
  cases,
};
