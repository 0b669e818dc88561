import type { RegistryArea } from './area';

/** Cross-tenant cases of the surgeons registry. */
export const surgeonArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
