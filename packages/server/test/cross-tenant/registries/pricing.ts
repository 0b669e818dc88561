import type { RegistryArea } from './area';

/** Issue 5 (pricing): filled in with a case per operation by the work that adds the routes. */
export const pricingArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
