import { z } from 'zod';

/**
 * The administrator's texts of the catalog (decision 062), delivered with the session's bootstrap
 * (GET /api/auth/session) so the web installs them before it renders a screen: `overrides` by key,
 * and where each lazily loaded screen-texts export that holds an edited key sits in the catalog.
 */
export const catalogTextsSchema = z.object({
  overrides: z.record(z.string(), z.string()),
  mounts: z.record(z.string(), z.string()),
});
export type CatalogTexts = z.infer<typeof catalogTextsSchema>;
