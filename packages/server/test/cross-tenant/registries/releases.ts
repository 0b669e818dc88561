import { releases, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const DRAFT_NOTES = 'Rascunho sigiloso da versão 8.8.8';

/**
 * Releases (decision 055) are platform-level: no company owns them. Company sessions (the
 * attackers) read the changelog — published releases only, never a draft — and marking it read
 * touches only their own user; /admin/Releases is refused outside the admin workspace.
 */
const release = (v: { records: Record<string, string> }) => `/api/admin/releases/${v.records.release}`;
const body = () => ({
  version: '8.8.8',
  buildNumber: 8888,
  releasedOn: '2025-06-06',
  notes: 'Trocado por outra empresa',
  published: true,
});

const cases: CrossTenantCase[] = [
  { operation: 'GET /api/releases', method: 'GET', url: () => '/api/releases', refusedWith: [200] },
  { operation: 'GET /api/admin/releases', method: 'GET', url: () => '/api/admin/releases', refusedWith: [401] },
  { operation: 'POST /api/admin/releases', method: 'POST', url: () => '/api/admin/releases', body, refusedWith: [401] },
  { operation: 'PUT /api/admin/releases/{id}', method: 'PUT', url: release, body, refusedWith: [401] },
  { operation: 'DELETE /api/admin/releases/{id}', method: 'DELETE', url: release, refusedWith: [401] },
];

export const releaseArea: RegistryArea = {
  seed: async (db) =>
    withActor(db, systemActor, async (tx) => {
      const [row] = await tx
        .insert(releases)
        .values({ version: '8.8.8', buildNumber: 8888, releasedOn: '2025-06-06', notes: DRAFT_NOTES, published: false })
        .returning({ id: releases.id });
      return { records: { release: row!.id }, secrets: [DRAFT_NOTES] };
    }),
  cases,
  tenantNeutral: ['POST /api/releases/read'],
};
