import { guideDataSchema } from '@honora/contract';
import { eventProcedures, events, healthInsurers, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora das Ações Sigilosas';
const GUIDE_NUMBER = '770011223344';

const cases: CrossTenantCase[] = [
  {
    operation: 'POST /api/events/{id}/actions',
    method: 'POST',
    url: (v) => `/api/events/${v.records.actionEventId}/actions`,
    body: () => ({ action: 'remove', observation: 'Invasão', version: 1 }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/events/bulk-actions',
    method: 'POST',
    url: () => '/api/events/bulk-actions',
    body: (v) => ({ eventIds: [v.records.actionEventId], action: 'check' }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/events/reprice/preview',
    method: 'POST',
    url: () => '/api/events/reprice/preview',
    body: (v) => ({ eventIds: [v.records.actionEventId] }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/events/reprice',
    method: 'POST',
    url: () => '/api/events/reprice',
    body: (v) => ({ events: [{ id: v.records.actionEventId, version: 1 }] }),
    refusedWith: [404],
  },
];

/** Cross-tenant cases of the status actions and re-pricing: a victim's event, ready to be checked, re-priced or removed. */
export const eventActionArea: RegistryArea = {
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
          guideData: guideDataSchema.parse({}) as Record<string, unknown>,
        })
        .returning({ id: events.id });
      await tx.insert(eventProcedures).values({
        eventId: event!.id,
        companyId: victim.companyId,
        order: 1,
        idProc: '31009336',
        name: 'Procedimento da vítima',
        type: 'KCBHPM',
        tableCode: '22',
      });
      return { records: { actionEventId: event!.id }, secrets: [INSURER_NAME, GUIDE_NUMBER] };
    }),
  cases,
};
