import type { RegistryArea } from './area';

/** Cross-tenant cases of the patients registry. */
export const patientArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
