import { cobrancas, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const VALUE = '7373.73';
const today = () => new Date().toISOString().slice(0, 10);
const at = (v: { records: Record<string, string> }) => `/api/collections/${v.records.collectionId}`;

const cases: CrossTenantCase[] = [
  { operation: 'GET /api/collections', method: 'GET', url: () => '/api/collections?active=all', refusedWith: [200] },
  { operation: 'GET /api/collections/{id}', method: 'GET', url: at, refusedWith: [404] },
  {
    operation: 'GET /api/collections/{id}/events',
    method: 'GET',
    url: (v) => `${at(v)}/events`,
    refusedWith: [404],
  },
  {
    operation: 'PUT /api/collections/{id}',
    method: 'PUT',
    url: at,
    body: () => ({ date: today(), dtBilling: null, isAllowTransfer: true }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/collections/{id}/receipts',
    method: 'POST',
    url: (v) => `${at(v)}/receipts`,
    body: (v) => ({ date: today(), items: [{ eventId: v.records.moneyEventId, value: '1.00' }] }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/collections/{id}/settle',
    method: 'POST',
    url: (v) => `${at(v)}/settle`,
    body: () => ({ dtBaixa: today(), receiveRest: true }),
    refusedWith: [404],
  },
  { operation: 'DELETE /api/collections/{id}', method: 'DELETE', url: at, refusedWith: [404] },
  {
    // The victim's event is not visible: refused under the field, nothing charged.
    operation: 'POST /api/collections',
    method: 'POST',
    url: () => '/api/collections',
    body: (v) => ({ healthInsuranceId: v.records.insurerId, date: today(), eventIds: [v.records.moneyEventId] }),
    refusedWith: [400],
  },
];

/** Cross-tenant cases of collections: every operation against the victim's collection and event. */
export const collectionArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [row] = await tx
        .insert(cobrancas)
        .values({
          companyId: victim.companyId,
          code: 7373,
          healthInsuranceId: victim.records.insurerId!,
          date: today(),
          value: VALUE,
          charged: VALUE,
          eventCount: 1,
        })
        .returning({ id: cobrancas.id });
      return { records: { collectionId: row!.id }, secrets: [VALUE] };
    }),
  cases,
};
