import { z } from 'zod';
import { companySummarySchema } from '../auth/schemas';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { defineRoute } from '../route';

export const pageQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type PageQuery = z.output<typeof pageQuerySchema>;

export const companyListResponseSchema = z.object({
  items: z.array(companySummarySchema),
  total: z.number().int(),
});

export const companyRoutes = {
  selectable: defineRoute({
    method: 'GET',
    path: '/api/companies/selectable',
    summary: 'Empresas que o usuário pode escolher (super admin: todas)',
    tags: ['companies'],
    querystring: pageQuerySchema,
    response: companyListResponseSchema,
  }),
} as const;
