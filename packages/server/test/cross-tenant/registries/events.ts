import {
  eventAttachments,
  eventObservations,
  eventProcedures,
  events,
  healthInsurers,
  systemActor,
  withActor,
} from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Evento Sigiloso';
const GUIDE_NUMBER = '990077665544';
const OBSERVATION = 'Observação sigilosa da vítima';
const FILE_NAME = 'guia-sigilosa-da-vitima.pdf';
const CODE = '30602246';

const body = (v: { records: Record<string, string> }) => ({
  type: 'Honorario',
  dtProcedure: '2025-03-10',
  healthInsuranceId: v.records.eventInsurerId,
  accommodation: 'NURSERY',
  procedures: [{ rowId: v.records.eventRowId, idProc: CODE, order: 1 }],
});

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64');
const at = (v: { records: Record<string, string> }) => `/api/events/${v.records.eventId}`;

const cases: CrossTenantCase[] = [
  {
    operation: 'POST /api/events',
    method: 'POST',
    url: () => '/api/events',
    body: (v) => ({ ...body(v), companyId: v.companyId, procedures: [{ idProc: CODE, order: 1 }] }),
    refusedWith: [403],
  },
  {
    operation: 'GET /api/events/custom-fields',
    method: 'GET',
    url: () => '/api/events/custom-fields',
    refusedWith: [200],
  },
  { operation: 'GET /api/events/{id}', method: 'GET', url: at, refusedWith: [404] },
  {
    operation: 'PUT /api/events/{id}',
    method: 'PUT',
    url: at,
    body: (v) => ({ ...body(v), version: 1 }),
    refusedWith: [404],
  },
  { operation: 'GET /api/events/{id}/history', method: 'GET', url: (v) => `${at(v)}/history`, refusedWith: [404] },
  {
    operation: 'POST /api/events/{id}/observations',
    method: 'POST',
    url: (v) => `${at(v)}/observations`,
    body: () => ({ text: 'Invasão' }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/events/{id}/attachments',
    method: 'POST',
    url: (v) => `${at(v)}/attachments`,
    body: () => ({ kind: 'other', fileName: 'invasao.pdf', contentBase64: PDF }),
    refusedWith: [404],
  },
  {
    operation: 'GET /api/events/{id}/attachments/{attachmentId}',
    method: 'GET',
    url: (v) => `${at(v)}/attachments/${v.records.eventAttachmentId}`,
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/events/{id}/attachments/{attachmentId}',
    method: 'DELETE',
    url: (v) => `${at(v)}/attachments/${v.records.eventAttachmentId}`,
    refusedWith: [404],
  },
  {
    operation: 'PUT /api/events/{id}/procedures/{rowId}/proportion',
    method: 'PUT',
    url: (v) => `${at(v)}/procedures/${v.records.eventRowId}/proportion`,
    body: () => ({ version: 1, proportion: '0.5' }),
    refusedWith: [404],
  },
];

/** Cross-tenant cases of the event record: a victim's event with a procedure row, an observation and an attachment. */
export const eventArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME, isNotValued: true })
        .returning({ id: healthInsurers.id });
      const [event] = await tx
        .insert(events)
        .values({
          companyId: victim.companyId,
          type: 'Honorario',
          healthInsuranceId: insurer!.id,
          numGuide: GUIDE_NUMBER,
          dtProcedure: '2025-03-10',
        })
        .returning({ id: events.id });
      const owned = { eventId: event!.id, companyId: victim.companyId };
      const [row] = await tx
        .insert(eventProcedures)
        .values({ ...owned, order: 1, idProc: CODE, name: 'Procedimento', type: 'KCBHPM', tableCode: '22' })
        .returning({ id: eventProcedures.id });
      await tx
        .insert(eventObservations)
        .values({ ...owned, type: 'Comment', text: OBSERVATION, userId: 'system', userName: 'Sistema' });
      const [attachment] = await tx
        .insert(eventAttachments)
        .values({
          ...owned,
          kind: 'guide',
          fileName: FILE_NAME,
          mime: 'application/pdf',
          size: 10,
          storageKey: `events/${victim.companyId}/x`,
        })
        .returning({ id: eventAttachments.id });
      return {
        records: {
          eventId: event!.id,
          eventInsurerId: insurer!.id,
          eventRowId: row!.id,
          eventAttachmentId: attachment!.id,
        },
        secrets: [INSURER_NAME, GUIDE_NUMBER, OBSERVATION, FILE_NAME],
      };
    }),
  cases,
};
