import type { RegistryArea } from './area';

/** Cross-tenant cases of the reference-tables registry. */
export const referenceTableArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
  tenantNeutral: ['GET /api/reference/municipalities', 'GET /api/reference/cbo'],
};
