import type { RegistryArea } from './area';

/** Issue 5 (cbhpm): filled in with a case per operation by the work that adds the routes. */
export const cbhpmArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
