import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

/**
 * /tools/Language (decision 062) edits the product's catalog: platform-level, no company owns it.
 * Company sessions (the attackers) are refused every operation (the admin workspace's routes).
 */
const KEY = 'screens.releases.releasesTitle';
const url = () => `/api/admin/language/${KEY}`;
const body = () => ({ text: 'Trocado por outra empresa' });

const cases: CrossTenantCase[] = [
  { operation: 'GET /api/admin/language', method: 'GET', url: () => '/api/admin/language', refusedWith: [401] },
  { operation: 'GET /api/admin/language/{key}', method: 'GET', url, refusedWith: [401] },
  { operation: 'PUT /api/admin/language/{key}', method: 'PUT', url, body, refusedWith: [401] },
  { operation: 'DELETE /api/admin/language/{key}', method: 'DELETE', url, refusedWith: [401] },
];

export const languageArea: RegistryArea = {
  // The catalog's texts are no company's secret: nothing to seed.
  seed: async () => ({ records: {}, secrets: [] }),
  cases,
};
