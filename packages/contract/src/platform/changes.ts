import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { messages } from '../i18n';
import { defineRoute } from '../route';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.validation.invalidDate);

export const changesQuerySchema = z
  .object({
    companyId: z.uuid({ error: messages.validation.invalidId }).optional(),
    userId: z.string().trim().min(1).max(100).optional(),
    collection: z
      .string()
      .trim()
      .regex(/^[a-z_]+$/, messages.validation.invalidId)
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional().meta({ description: 'Não antes de `from`, regra que o JSON Schema não expressa' }),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: messages.validation.dateRange, path: ['to'] });

/** What a change-log row records: a record created, changed, (soft) deleted or restored. */
export const changeOperations = ['INSERT', 'UPDATE', 'DELETE', 'RESTORE'] as const;

export const changeEntrySchema = z.object({
  id: z.uuid(),
  collection: z.string(),
  recordId: z.string(),
  companyId: z.uuid().nullable(),
  operation: z.enum(changeOperations),
  changedAt: z.string(),
  changedBy: z.string(),
  changedByName: z.string(),
  changedByAdmin: z.boolean(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

export const changeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/changes',
    summary: 'Histórico de alterações: quem mudou o quê e quando (filtros por empresa, usuário, coleção e data)',
    tags: ['admin'],
    querystring: changesQuerySchema,
    response: z.object({ items: z.array(changeEntrySchema), total: z.number().int() }),
  }),
} as const;
