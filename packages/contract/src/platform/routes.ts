import { z } from 'zod';
import { pageQuerySchema } from '../companies/routes';
import { defineRoute } from '../route';

export const sequenceBodySchema = z.object({
  id: z.string().trim().min(1).max(100),
  table: z
    .string()
    .trim()
    .min(1)
    .max(63)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  field: z
    .string()
    .trim()
    .min(1)
    .max(63)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
});

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const platformRoutes = {
  nextSequential: defineRoute({
    method: 'POST',
    path: '/api/sequential/next',
    summary: 'Próximo número sequencial (sequential-getNewSequential); 0 em caso de falha',
    tags: ['platform'],
    body: sequenceBodySchema,
    response: z.object({ data: z.number().int() }),
  }),
  outbox: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Mensagens enviadas (e-mail e SMS) — apenas para Super Admin',
    tags: ['admin'],
    querystring: pageQuerySchema,
    response: z.object({ items: z.array(outboxMessageSchema), total: z.number().int() }),
  }),
} as const;
