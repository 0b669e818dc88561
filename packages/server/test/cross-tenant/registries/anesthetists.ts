import type { RegistryArea } from './area';

/** Cross-tenant cases of the anesthetists registry. */
export const anesthetistArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
