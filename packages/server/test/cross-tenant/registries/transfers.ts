import { systemActor, transfers, userTransfers, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const LIQUID = '6161.61';
const RECEIVER = 'Recebedor Sigiloso da Vítima';
const month = () => new Date().toISOString().slice(0, 7);
const at = (v: { records: Record<string, string> }) => `/api/transfers/${v.records.transferId}`;
const ut = (v: { records: Record<string, string> }) => `/api/user-transfers/${v.records.userTransferId}`;

const cases: CrossTenantCase[] = [
  { operation: 'GET /api/transfers', method: 'GET', url: () => '/api/transfers', refusedWith: [200] },
  { operation: 'GET /api/transfers/{id}', method: 'GET', url: at, refusedWith: [404] },
  {
    operation: 'POST /api/transfers/{id}/lock',
    method: 'POST',
    url: (v) => `${at(v)}/lock`,
    body: () => ({ computedAt: new Date().toISOString() }),
    refusedWith: [404],
  },
  { operation: 'POST /api/transfers/{id}/unlock', method: 'POST', url: (v) => `${at(v)}/unlock`, refusedWith: [404] },
  { operation: 'DELETE /api/transfers/{id}', method: 'DELETE', url: at, refusedWith: [404] },
  {
    operation: 'GET /api/transfers/{id}/statements.pdf',
    method: 'GET',
    url: (v) => `${at(v)}/statements.pdf`,
    refusedWith: [404],
  },
  { operation: 'GET /api/user-transfers', method: 'GET', url: () => '/api/user-transfers', refusedWith: [200] },
  {
    operation: 'GET /api/user-transfers',
    method: 'GET',
    url: (v) => `/api/user-transfers?transferId=${v.records.transferId}`,
    refusedWith: [200],
  },
  { operation: 'GET /api/user-transfers/{id}', method: 'GET', url: ut, refusedWith: [404] },
  {
    operation: 'GET /api/user-transfers/{id}/entries',
    method: 'GET',
    url: (v) => `${ut(v)}/entries`,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/user-transfers/{id}/statement.pdf',
    method: 'GET',
    url: (v) => `${ut(v)}/statement.pdf`,
    refusedWith: [404],
  },
  {
    operation: 'PUT /api/user-transfers/{id}/discount',
    method: 'PUT',
    url: (v) => `${ut(v)}/discount`,
    body: () => ({ discount: '1.00', reason: 'Invasor' }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/user-transfers/{id}/payments',
    method: 'POST',
    url: (v) => `${ut(v)}/payments`,
    body: () => ({ parts: [{ value: LIQUID, paidDate: new Date().toISOString().slice(0, 10) }] }),
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/user-transfers/{id}/payments',
    method: 'DELETE',
    url: (v) => `${ut(v)}/payments`,
    refusedWith: [404],
  },
  {
    // The attacker's own company has no locked transfer that year: nothing of the victim's.
    operation: 'GET /api/user-transfers/income-report.pdf',
    method: 'GET',
    url: (v) => `/api/user-transfers/income-report.pdf?year=${month().slice(0, 4)}&receiverId=${v.userId}`,
    refusedWith: [409],
  },
  {
    operation: 'GET /api/receiver-tax-profiles/{receiverId}',
    method: 'GET',
    url: (v) => `/api/receiver-tax-profiles/${v.userId}`,
    refusedWith: [404],
  },
  {
    operation: 'PUT /api/receiver-tax-profiles/{receiverId}',
    method: 'PUT',
    url: (v) => `/api/receiver-tax-profiles/${v.userId}`,
    body: () => ({ personType: 'PF', dependants: 3 }),
    refusedWith: [404],
  },
  {
    // Computing works on the attacker's own company only: the victim's transfer is untouched.
    operation: 'POST /api/transfers/compute',
    method: 'POST',
    url: () => '/api/transfers/compute',
    body: () => ({ month: month(), mode: 'RECURSED' }),
    refusedWith: [200],
  },
];

/** Cross-tenant cases of transfers: every operation against the victim's transfer and receiver. */
export const transferArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [transfer] = await tx
        .insert(transfers)
        .values({ companyId: victim.companyId, code: 6161, month: `${month()}-01`, mode: 'ALL', liquid: LIQUID })
        .returning({ id: transfers.id });
      const [row] = await tx
        .insert(userTransfers)
        .values({
          companyId: victim.companyId,
          transferId: transfer!.id,
          receiverId: victim.userId,
          receiverType: 'anesthetist',
          receiverName: RECEIVER,
          personType: 'PF',
          fullValue: LIQUID,
          value: LIQUID,
          liquid: LIQUID,
        })
        .returning({ id: userTransfers.id });
      return { records: { transferId: transfer!.id, userTransferId: row!.id }, secrets: [LIQUID, RECEIVER] };
    }),
  cases,
};
