import { guideDataSchema } from '@honora/contract';
import { eventProcedures, events, healthInsurers, systemActor, transactions, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Dinheiro Sigiloso';
const GUIDE_NUMBER = '880044556677';
const PROCEDURE_NAME = 'Procedimento com dinheiro da vítima';
const VALUE = '7373.37';

const at = (v: { records: Record<string, string> }) => `/api/events/${v.records.moneyEventId}`;
const today = () => new Date().toISOString().slice(0, 10);

const cases: CrossTenantCase[] = [
  { operation: 'GET /api/events/{id}/money', method: 'GET', url: (v) => `${at(v)}/money`, refusedWith: [404] },
  {
    operation: 'POST /api/events/{id}/transactions',
    method: 'POST',
    url: (v) => `${at(v)}/transactions`,
    body: (v) => ({
      version: 1,
      date: today(),
      entries: [{ type: 'PROCEDURE', rowId: v.records.moneyRowId, action: 'Received', value: '1.00' }],
    }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/events/{id}/money-actions',
    method: 'POST',
    url: (v) => `${at(v)}/money-actions`,
    body: () => ({ version: 1, action: 'receiveAll', date: today() }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/events/{id}/transactions/{transactionId}/cancel',
    method: 'POST',
    url: (v) => `${at(v)}/transactions/${v.records.moneyTransactionId}/cancel`,
    body: () => ({ version: 1 }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/events/bulk-money',
    method: 'POST',
    url: () => '/api/events/bulk-money',
    body: (v) => ({ eventIds: [v.records.moneyEventId], action: 'receiveAll', date: today() }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/events/bulk-money/preview',
    method: 'POST',
    url: () => '/api/events/bulk-money/preview',
    body: (v) => ({ eventIds: [v.records.moneyEventId], action: 'receiveAll' }),
    refusedWith: [404],
  },
];

/** Cross-tenant cases of the money routes: a victim's event waiting for payment, with one receipt. */
export const moneyArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      const [event] = await tx
        .insert(events)
        .values({
          companyId: victim.companyId,
          type: 'Honorario',
          status: 'WaitPayment',
          healthInsuranceId: insurer!.id,
          numGuide: GUIDE_NUMBER,
          guideData: guideDataSchema.parse({}) as Record<string, unknown>,
          totalProduced: '9000.00',
        })
        .returning({ id: events.id });
      const [row] = await tx
        .insert(eventProcedures)
        .values({
          eventId: event!.id,
          companyId: victim.companyId,
          order: 1,
          idProc: '31009336',
          name: PROCEDURE_NAME,
          type: 'KCBHPM',
          tableCode: '22',
          value: '9000.00',
        })
        .returning({ id: eventProcedures.id });
      const [entry] = await tx
        .insert(transactions)
        .values({
          eventId: event!.id,
          companyId: victim.companyId,
          action: 'Received',
          type: 'PROCEDURE',
          procedureRowId: row!.id,
          date: '2025-03-10',
          value: VALUE,
          userId: victim.userId,
          userName: victim.userEmail,
          healthInsuranceId: insurer!.id,
        })
        .returning({ id: transactions.id });
      return {
        records: { moneyEventId: event!.id, moneyRowId: row!.id, moneyTransactionId: entry!.id },
        secrets: [INSURER_NAME, GUIDE_NUMBER, PROCEDURE_NAME, VALUE],
      };
    }),
  cases,
};
