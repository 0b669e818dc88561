import { z } from 'zod';
import { fmt } from '../i18n/format';
import { ticketsScreenMessages } from '../i18n/screen-texts/tickets';
import { defineRoute } from '../route';
import { registryIdParamsSchema } from '../registries/common';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = ticketsScreenMessages.errors;

/** Support tickets' limits (decision 065). */
export const TICKET_LIMITS = { subject: 150, body: 10_000, name: 120, email: 254, search: 100 } as const;
export const TICKET_PAGE_SIZE = 20;
export const ticketStatuses = ['open', 'waitingCustomer', 'solved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketChannels = ['contact', 'app', 'admin'] as const;
export type TicketChannel = (typeof ticketChannels)[number];

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);
const bodyText = () => text(fmt(e.body, { max: TICKET_LIMITS.body }), TICKET_LIMITS.body);
const status = z.enum(ticketStatuses, { error: e.status });
const optionalId = z
  .uuid()
  .nullish()
  .transform((v) => v ?? null);

const email = z
  .string({ error: e.requesterEmail })
  .trim()
  .max(TICKET_LIMITS.email, e.requesterEmail)
  .pipe(z.email({ error: e.requesterEmail }))
  .transform((s) => s.toLowerCase());

export const ticketMessageSchema = z.object({
  id: z.uuid(),
  authorKind: z.enum(['admin', 'requester']),
  authorName: z.string(),
  body: z.string(),
  isInternal: z.boolean(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  status,
  channel: z.enum(ticketChannels),
  requesterName: z.string(),
  requesterEmail: z.string(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

const named = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** The records a ticket concerns, by name (decision 065). */
export const ticketLinksSchema = z.object({
  company: named,
  user: named,
  event: z.object({ id: z.uuid(), patientName: z.string().nullable(), date: z.string().nullable() }).nullable(),
  batch: z.object({ id: z.uuid(), code: z.string() }).nullable(),
});
export type TicketLinks = z.infer<typeof ticketLinksSchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  requesterUserId: z.uuid().nullable(),
  links: ticketLinksSchema,
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketListSchema = z.object({ items: z.array(ticketSummarySchema), total: z.number().int() });
export type TicketList = z.infer<typeof ticketListSchema>;

export const ticketListQuerySchema = z.object({
  status: status.optional(),
  /** An admin's user id, `mine` (the caller) or `none` (unassigned). */
  assignee: z.union([z.uuid(), z.enum(['mine', 'none'])]).optional(),
  companyId: z.uuid().optional(),
  search: z.string().trim().max(TICKET_LIMITS.search).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TICKET_PAGE_SIZE),
});

const linkFields = {
  companyId: optionalId,
  userId: optionalId,
  eventId: optionalId,
  batchId: optionalId,
};
export const ticketLinksBodySchema = z.object(linkFields);
export type TicketLinksInput = z.output<typeof ticketLinksBodySchema>;

/** /admin/newTicket: the requester by e-mail (and name) or a user; subject, first message, links. */
export const ticketCreateBodySchema = z
  .object({
    requesterEmail: email.nullish().transform((v) => v ?? null),
    requesterName: text(e.requesterName, TICKET_LIMITS.name)
      .nullish()
      .transform((v) => v ?? null),
    requesterUserId: optionalId,
    subject: text(e.subject, TICKET_LIMITS.subject),
    body: bodyText(),
    ...linkFields,
  })
  .refine((b) => b.requesterEmail !== null || b.requesterUserId !== null, {
    message: e.requester,
    path: ['requesterEmail'],
  });
export type TicketCreateInput = z.output<typeof ticketCreateBodySchema>;

export const ticketReplyBodySchema = z.object({ body: bodyText(), status: status.default('waitingCustomer') });
export const ticketNoteBodySchema = z.object({ body: bodyText() });
export const ticketStatusBodySchema = z.object({ status });
export const ticketAssigneeBodySchema = z.object({ assigneeId: z.uuid().nullable() });

export const ticketAssigneeSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** The requester's side: no internal notes, no assignee (decision 065). */
export const supportTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  status,
  lastMessageAt: z.string(),
  createdAt: z.string(),
  event: ticketLinksSchema.shape.event,
  batch: ticketLinksSchema.shape.batch,
  messages: z.array(ticketMessageSchema.omit({ isInternal: true })),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketCreateBodySchema = z.object({
  subject: text(e.subject, TICKET_LIMITS.subject),
  body: bodyText(),
  eventId: optionalId,
  batchId: optionalId,
});
export type SupportTicketCreateInput = z.output<typeof supportTicketCreateBodySchema>;

export const supportMessageBodySchema = z.object({ body: bodyText() });

const adminRoute = { tags: ['admin'] };
const params = registryIdParamsSchema;

/** /admin/inbox and /admin/newTicket: administrators of the admin workspace (decision 065). */
export const adminTicketRoutes = {
  list: defineRoute({
    ...adminRoute,
    method: 'GET',
    path: '/api/admin/tickets',
    summary: 'Chamados de suporte, com filtros — administradores',
    querystring: ticketListQuerySchema,
    response: ticketListSchema,
  }),
  assignees: defineRoute({
    ...adminRoute,
    method: 'GET',
    path: '/api/admin/tickets/assignees',
    summary: 'Administradores com a regra de suporte (sup), que podem ser responsáveis',
    response: z.object({ items: z.array(ticketAssigneeSchema) }),
  }),
  get: defineRoute({
    ...adminRoute,
    method: 'GET',
    path: '/api/admin/tickets/:id',
    summary: 'Um chamado com a conversa, as notas internas e os vínculos',
    params,
    response: ticketDetailSchema,
  }),
  create: defineRoute({
    ...adminRoute,
    method: 'POST',
    path: '/api/admin/tickets',
    summary: 'Abrir um chamado em nome de um solicitante (/admin/newTicket)',
    body: ticketCreateBodySchema,
    response: ticketDetailSchema,
  }),
  reply: defineRoute({
    ...adminRoute,
    method: 'POST',
    path: '/api/admin/tickets/:id/reply',
    summary: 'Responder ao solicitante (e-mail pela caixa de saída)',
    params,
    body: ticketReplyBodySchema,
    response: ticketDetailSchema,
  }),
  note: defineRoute({
    ...adminRoute,
    method: 'POST',
    path: '/api/admin/tickets/:id/notes',
    summary: 'Nota interna (nunca enviada nem mostrada ao solicitante)',
    params,
    body: ticketNoteBodySchema,
    response: ticketDetailSchema,
  }),
  status: defineRoute({
    ...adminRoute,
    method: 'PUT',
    path: '/api/admin/tickets/:id/status',
    summary: 'Mudar a situação de um chamado',
    params,
    body: ticketStatusBodySchema,
    response: ticketDetailSchema,
  }),
  assign: defineRoute({
    ...adminRoute,
    method: 'PUT',
    path: '/api/admin/tickets/:id/assignee',
    summary: 'Atribuir um chamado a um administrador com a regra sup (ou a ninguém)',
    params,
    body: ticketAssigneeBodySchema,
    response: ticketDetailSchema,
  }),
  links: defineRoute({
    ...adminRoute,
    method: 'PUT',
    path: '/api/admin/tickets/:id/links',
    summary: 'Vincular empresa, usuário, evento ou lote a um chamado',
    params,
    body: ticketLinksBodySchema,
    response: ticketDetailSchema,
  }),
} as const;

/** "Suporte" of the client and company workspaces: the user's own tickets in the selected company. */
export const supportTicketRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/support/tickets',
    summary: 'Meus chamados de suporte na empresa selecionada',
    tags: ['support'],
    response: z.object({ items: z.array(supportTicketSchema.omit({ messages: true })) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/support/tickets/:id',
    summary: 'Um chamado meu, com a conversa (sem as notas internas)',
    tags: ['support'],
    params,
    response: supportTicketSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/support/tickets',
    summary: 'Abrir um chamado de suporte',
    tags: ['support'],
    body: supportTicketCreateBodySchema,
    response: supportTicketSchema,
  }),
  message: defineRoute({
    method: 'POST',
    path: '/api/support/tickets/:id/messages',
    summary: 'Responder a um chamado meu (volta a ficar aberto)',
    tags: ['support'],
    params,
    body: supportMessageBodySchema,
    response: supportTicketSchema,
  }),
} as const;
