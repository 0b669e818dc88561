import { adminSavedQueries, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SAVED_SQL = "select 'consulta salva sigilosa' as segredo";

/**
 * The query console (decision 061) reads every company's data: only super admins of the admin
 * workspace reach it, so every company session (the attackers) is refused before any text runs —
 * a query naming the victim's company, or the saved one, never answers.
 */
const saved = (v: { records: Record<string, string> }) => `/api/admin/query/saved/${v.records.savedQuery}`;
const run = (v: { companyId: string }) => ({ sql: `select * from companies where id = '${v.companyId}'` });
const savedBody = () => ({ name: 'Trocada por outra empresa', sql: 'select 1' });

const cases: CrossTenantCase[] = [
  {
    operation: 'POST /api/admin/query/run',
    method: 'POST',
    url: () => '/api/admin/query/run',
    body: run,
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/query/excel',
    method: 'POST',
    url: () => '/api/admin/query/excel',
    body: run,
    refusedWith: [401],
  },
  { operation: 'GET /api/admin/query/runs', method: 'GET', url: () => '/api/admin/query/runs', refusedWith: [401] },
  { operation: 'GET /api/admin/query/saved', method: 'GET', url: () => '/api/admin/query/saved', refusedWith: [401] },
  {
    operation: 'POST /api/admin/query/saved',
    method: 'POST',
    url: () => '/api/admin/query/saved',
    body: savedBody,
    refusedWith: [401],
  },
  { operation: 'PUT /api/admin/query/saved/{id}', method: 'PUT', url: saved, body: savedBody, refusedWith: [401] },
  { operation: 'DELETE /api/admin/query/saved/{id}', method: 'DELETE', url: saved, refusedWith: [401] },
];

export const adminQueryArea: RegistryArea = {
  seed: async (db) =>
    withActor(db, systemActor, async (tx) => {
      const [row] = await tx
        .insert(adminSavedQueries)
        .values({ name: 'Consulta sigilosa', sqlText: SAVED_SQL })
        .returning({ id: adminSavedQueries.id });
      return { records: { savedQuery: row!.id }, secrets: ['consulta salva sigilosa'] };
    }),
  cases,
};
