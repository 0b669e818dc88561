import { ocrGuideImages, ocrGuides, ocrUploadContents, ocrUploads, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_FILE = 'guias-sigilosas-da-vitima.pdf';
const SECRET_PATIENT = 'Paciente Sigilosa da Vítima';

/**
 * Guides read by OCR (decision 041): another company's guide is not found (view, image,
 * confirmation), and the attacker's lists and credits never show the victim's.
 */
const cases: CrossTenantCase[] = [
  { operation: 'GET /api/ocr-uploads', method: 'GET', url: () => '/api/ocr-uploads', refusedWith: [200] },
  { operation: 'GET /api/ocr-guides', method: 'GET', url: () => '/api/ocr-guides', refusedWith: [200] },
  {
    operation: 'GET /api/ocr-guides (upload filter)',
    method: 'GET',
    url: (v) => `/api/ocr-guides?uploadId=${v.records.ocrUploadId}`,
    refusedWith: [200],
  },
  { operation: 'GET /api/ocr-credits', method: 'GET', url: () => '/api/ocr-credits', refusedWith: [200] },
  {
    operation: 'GET /api/ocr-guides/{id}',
    method: 'GET',
    url: (v) => `/api/ocr-guides/${v.records.ocrGuideId}`,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/ocr-guides/{id}/image',
    method: 'GET',
    url: (v) => `/api/ocr-guides/${v.records.ocrGuideId}/image`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/ocr-guides/{id}/confirm',
    method: 'POST',
    url: (v) => `/api/ocr-guides/${v.records.ocrGuideId}/confirm`,
    body: (v) => ({ values: {}, healthInsuranceId: v.records.ocrUploadId, createPatient: true }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/ocr-uploads',
    method: 'POST',
    url: () => '/api/ocr-uploads',
    body: () => ({ fileName: 'x.png', contentBase64: Buffer.from('not an image').toString('base64') }),
    refusedWith: [400],
  },
];

export const ocrArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [upload] = await tx
        .insert(ocrUploads)
        .values({ companyId: victim.companyId, fileName: SECRET_FILE, mediaType: 'application/pdf', totalPages: 1 })
        .returning({ id: ocrUploads.id });
      await tx
        .insert(ocrUploadContents)
        .values({ uploadId: upload!.id, companyId: victim.companyId, content: Buffer.from('%PDF-') });
      const [guide] = await tx
        .insert(ocrGuides)
        .values({
          companyId: victim.companyId,
          uploadId: upload!.id,
          page: 1,
          status: 'NEED_CLIENT',
          guideType: 'Honorario',
          fields: { patientName: { value: SECRET_PATIENT, confidence: 90, box: [1, 1, 10, 10] } },
        })
        .returning({ id: ocrGuides.id });
      await tx
        .insert(ocrGuideImages)
        .values({ guideId: guide!.id, companyId: victim.companyId, image: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
      return {
        records: { ocrUploadId: upload!.id, ocrGuideId: guide!.id },
        secrets: [SECRET_FILE, SECRET_PATIENT],
      };
    }),
  cases,
};
