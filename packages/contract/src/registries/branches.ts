import { z } from 'zod';
import { instantQuerySchema } from '../instant';
import { defineRoute } from '../route';
import { registryListResponse } from './common';

/**
 * A company of the session's family (matriz and filiais) as the web's per-company cache keeps
 * it (platform.md §7 "branches"): to name a record's company and to pick one.
 */
export const branchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isMatriz: z.boolean(),
  isFilial: z.boolean(),
  matrizId: z.uuid().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListQuerySchema = z.object({
  updatedSince: instantQuerySchema.optional(),
  /** Accepted for the cache's call (it sends active=all); the answer always holds every company. */
  active: z.enum(['all', 'true', 'false']).default('all'),
});

export const branchRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/company/branches',
    summary: 'Empresas da família (matriz e filiais) que a sessão vê, para o cache por empresa; updatedSince',
    tags: ['companies'],
    querystring: branchListQuerySchema,
    response: registryListResponse(branchSchema),
  }),
} as const;
