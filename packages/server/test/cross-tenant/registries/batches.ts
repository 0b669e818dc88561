import { batches, events, healthInsurers, invoices, systemActor, withActor } from '@honora/db';
import { sql } from 'drizzle-orm';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Lote Sigiloso';
const BATCH_NAME = 'Lote Sigiloso da Vítima';
const INVOICE_NUMBER = 'NF-SIGILO-77';
const INVOICE_TEXT = 'Nota Sigilosa da Vítima';
const GUIDE = '5550009876';
const ATTACHMENT_ID = '6b7e3a52-1c1f-4f0e-9d5e-0a1b2c3d4e5f';

/**
 * Cross-tenant cases of batches and invoices (issue 8): another company's session neither lists
 * nor reads the victim's batches and invoices, cannot change them, move events in or out, send
 * their guides, attach or download files, and cannot create batches or invoices in the victim's
 * company or with the victim's insurer and events.
 */
const cases: CrossTenantCase[] = [
  { operation: 'GET /api/batches', method: 'GET', url: () => '/api/batches?search=Sigiloso', refusedWith: [200] },
  {
    operation: 'GET /api/batches/{id}',
    method: 'GET',
    url: (v) => `/api/batches/${v.records.batchId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/batches',
    method: 'POST',
    url: () => '/api/batches',
    body: (v) => ({ companyId: v.companyId, healthInsuranceId: v.records.batchInsurerId }),
    refusedWith: [403],
  },
  {
    operation: 'PUT /api/batches/{id}',
    method: 'PUT',
    url: (v) => `/api/batches/${v.records.batchId}`,
    body: () => ({ version: 1, code: 'INVADIDO' }),
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/batches/{id}',
    method: 'DELETE',
    url: (v) => `/api/batches/${v.records.batchId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/batches/{id}/status',
    method: 'POST',
    url: (v) => `/api/batches/${v.records.batchId}/status`,
    body: () => ({ version: 1, action: 'close' }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/batches/{id}/events',
    method: 'POST',
    url: (v) => `/api/batches/${v.records.batchId}/events`,
    body: (v) => ({ eventIds: [v.records.batchEventId] }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/batches/{id}/events/remove',
    method: 'POST',
    url: (v) => `/api/batches/${v.records.batchId}/events/remove`,
    body: (v) => ({ eventIds: [v.records.batchEventId] }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/batches/{id}/send-guides',
    method: 'POST',
    url: (v) => `/api/batches/${v.records.batchId}/send-guides`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/batches/{id}/attachments',
    method: 'POST',
    url: (v) => `/api/batches/${v.records.batchId}/attachments`,
    body: () => ({ fileName: 'x.pdf', content: Buffer.from('%PDF-1.4 x').toString('base64') }),
    refusedWith: [404],
  },
  {
    operation: 'GET /api/batches/{id}/attachments/{fileId}',
    method: 'GET',
    url: (v) => `/api/batches/${v.records.batchId}/attachments/${ATTACHMENT_ID}`,
    refusedWith: [404],
  },
  { operation: 'GET /api/invoices', method: 'GET', url: () => '/api/invoices?search=Sigilosa', refusedWith: [200] },
  {
    operation: 'GET /api/invoices/{id}',
    method: 'GET',
    url: (v) => `/api/invoices/${v.records.invoiceId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/invoices',
    method: 'POST',
    url: () => '/api/invoices',
    body: (v) => ({
      companyId: v.companyId,
      number: 'NF-INVASAO',
      healthInsuranceId: v.records.batchInsurerId,
      date: '2025-01-01',
      value: '1.00',
    }),
    refusedWith: [403],
  },
  {
    operation: 'PUT /api/invoices/{id}',
    method: 'PUT',
    url: (v) => `/api/invoices/${v.records.invoiceId}`,
    body: (v) => ({
      version: 1,
      number: 'NF-INVASAO',
      healthInsuranceId: v.records.batchInsurerId,
      date: '2025-01-01',
      value: '1.00',
    }),
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/invoices/{id}',
    method: 'DELETE',
    url: (v) => `/api/invoices/${v.records.invoiceId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/invoices/{id}/events',
    method: 'POST',
    url: (v) => `/api/invoices/${v.records.invoiceId}/events`,
    body: (v) => ({ eventIds: [v.records.batchEventId] }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/invoices/{id}/events/remove',
    method: 'POST',
    url: (v) => `/api/invoices/${v.records.invoiceId}/events/remove`,
    body: (v) => ({ eventIds: [v.records.batchEventId] }),
    refusedWith: [404],
  },
];

export const batchArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      const [batch] = await tx
        .insert(batches)
        .values({
          companyId: victim.companyId,
          code: '777',
          name: BATCH_NAME,
          healthInsuranceId: insurer!.id,
          type: 'Honorario',
          attachments: [
            {
              id: ATTACHMENT_ID,
              fileName: 'sigilo.pdf',
              mime: 'application/pdf',
              size: 10,
              storageKey: `batches/${victim.companyId}/${ATTACHMENT_ID}`,
              createdAt: new Date().toISOString(),
              createdByName: 'Vítima',
            },
          ],
        })
        .returning({ id: batches.id });
      const [invoice] = await tx
        .insert(invoices)
        .values({
          companyId: victim.companyId,
          number: INVOICE_NUMBER,
          healthInsuranceId: insurer!.id,
          date: '2025-01-01',
          value: '10.00',
          description: INVOICE_TEXT,
        })
        .returning({ id: invoices.id });
      const [event] = await tx
        .insert(events)
        .values({
          companyId: victim.companyId,
          type: 'Honorario',
          status: 'WaitPayment',
          healthInsuranceId: insurer!.id,
          numGuide: GUIDE,
          batchesIds: sql`array[${batch!.id}]::uuid[]`,
          invoicesIds: sql`array[${invoice!.id}]::uuid[]`,
        })
        .returning({ id: events.id });
      return {
        records: {
          batchId: batch!.id,
          batchInsurerId: insurer!.id,
          batchEventId: event!.id,
          invoiceId: invoice!.id,
        },
        secrets: [INSURER_NAME, BATCH_NAME, INVOICE_NUMBER, INVOICE_TEXT, GUIDE],
      };
    }),
  cases,
};
