import { batches, eventProcedures, events, healthInsurers, systemActor, withActor } from '@honora/db';
import { sql } from 'drizzle-orm';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora das Guias Sigilosas';
const BATCH_CODE = 'GUIAS88';
const GUIDE_NUMBER = 'GUIA-SIGILO-88';

/**
 * Cross-tenant cases of the printed guides: another company's session cannot print the
 * victim's batch or event guides.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/batches/{id}/guides.pdf',
    method: 'GET',
    url: (v) => `/api/batches/${v.records.pdfBatchId}/guides.pdf`,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/events/{id}/guide.pdf',
    method: 'GET',
    url: (v) => `/api/events/${v.records.pdfEventId}/guide.pdf`,
    refusedWith: [404],
  },
];

export const guidePdfArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME, isNotValued: true })
        .returning({ id: healthInsurers.id });
      const [batch] = await tx
        .insert(batches)
        .values({ companyId: victim.companyId, code: BATCH_CODE, healthInsuranceId: insurer!.id, type: 'Honorario' })
        .returning({ id: batches.id });
      const [event] = await tx
        .insert(events)
        .values({
          companyId: victim.companyId,
          type: 'Honorario',
          healthInsuranceId: insurer!.id,
          numGuide: GUIDE_NUMBER,
          dtProcedure: '2025-03-10',
          batchesIds: sql`array[${batch!.id}]::uuid[]`,
        })
        .returning({ id: events.id });
      await tx.insert(eventProcedures).values({
        eventId: event!.id,
        companyId: victim.companyId,
        order: 1,
        idProc: '30101018',
        name: 'Procedimento',
        type: 'KCBHPM',
        tableCode: '22',
      });
      return {
        records: { pdfBatchId: batch!.id, pdfEventId: event!.id },
        secrets: [INSURER_NAME, BATCH_CODE, GUIDE_NUMBER],
      };
    }),
  cases,
};
