import type { RegistryArea } from './area';

/** Cross-tenant cases of the hospitals registry. */
export const hospitalArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
