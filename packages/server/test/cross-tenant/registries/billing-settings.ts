import type { RegistryArea } from './area';

/** Cross-tenant cases of the billing-settings registry. */
export const billingSettingArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases: [],
};
