import type { RegistryArea } from './area';

/** Issue 5 (negotiations): filled in with a case per operation by the work that adds the routes. */
export const negotiationArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
