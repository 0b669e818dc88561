import type { RegistryArea } from './area';

/** Cross-tenant cases of the health-insurers registry. */
export const healthInsurerArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
