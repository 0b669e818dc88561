import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { ATTACHMENT_FILE, XLSX_FILE } from '../files';
import { exportJobStartedSchema } from '../platform/export-jobs';
import { customFieldSchema } from '../registries/billing-settings/custom-fields';
import { PROPORTION_VALUES } from '../pricing/pricing-values';
import { ATTACHMENT_KIND_VALUES } from './event-values';
import { EVENT_LIMITS } from './event-fields';
import { eventCreateBodySchema, eventUpdateBodySchema } from './event-input';
import { eventExportQuerySchema, eventListQuerySchema, eventListResponseSchema } from './event-list';
import { eventAttachmentSchema, eventObservationSchema, eventSchema } from './event-view';

// The event's routes (issue 6; billing.md §3, §5) with history, attachments and observations; the
// schemas live in the event-*.ts files beside it and are re-exported here.
export { EVENT_LIMITS } from './event-fields';
export * from './event-guide-data';
export * from './event-input';
export * from './event-view';
export * from './event-list';

const v = messages.validation;
const m = messages.screens.events.validation;

// ---- history -------------------------------------------------------------------------------

export const eventHistoryEntrySchema = z.object({
  at: z.string(),
  userId: z.string(),
  userName: z.string(),
  byAdmin: z.boolean(),
  /** What changed: the event, one of its procedures, observations or attachments, or a revert copy. */
  target: z.enum(['event', 'procedure', 'observation', 'attachment', 'revert']),
  operation: z.enum(['INSERT', 'UPDATE', 'DELETE', 'RESTORE', 'REVERT']),
  /** field → { from, to }; money fields are left out for users who may not see values. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export const eventHistorySchema = z.object({ items: z.array(eventHistoryEntrySchema) });

// ---- attachments and observations ----------------------------------------------------------

export const eventAttachmentBodySchema = z.object({
  kind: z.enum(ATTACHMENT_KIND_VALUES),
  fileName: z
    .string()
    .trim()
    .min(1, v.required)
    .max(200, fmt(v.maxLength, { max: 200 })),
  /** The file in base64; its type is checked by content (PDF, PNG, JPEG). */
  contentBase64: z.string().min(1, v.required),
});
/** base64 makes 4 bytes of 3; leave room for the JSON around it. */
export const EVENT_ATTACHMENT_BODY_LIMIT = Math.ceil((EVENT_LIMITS.attachmentMb * 1024 * 1024 * 4) / 3) + 64 * 1024;

export const eventObservationBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, m.observationRequired)
    .max(EVENT_LIMITS.observation, fmt(v.maxLength, { max: EVENT_LIMITS.observation })),
});

export const eventIdParamsSchema = z.object({ id: z.uuid({ error: v.invalidId }) });
export const eventAttachmentParamsSchema = z.object({
  id: z.uuid({ error: v.invalidId }),
  attachmentId: z.uuid({ error: v.invalidId }),
});
export const eventProcedureParamsSchema = z.object({
  id: z.uuid({ error: v.invalidId }),
  rowId: z.uuid({ error: v.invalidId }),
});

/** The events list's proportion edit (billing.md §5 proportion rules and their four messages). */
export const eventProportionBodySchema = z.object({
  version: z.number().int().min(1),
  proportion: z.enum(PROPORTION_VALUES, { error: m.proportion }),
});

const tags = ['events'];

export const eventRoutes = {
  customFields: defineRoute({
    method: 'GET',
    path: '/api/events/custom-fields',
    summary:
      'Campos personalizados ativos dos eventos da empresa, na ordem de posição (formulário e filtros do evento)',
    tags,
    response: z.object({ items: z.array(customFieldSchema) }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/events',
    summary: 'Eventos com filtros, ordenação, páginas de 100 e totais do conjunto filtrado (até 10 empresas)',
    tags,
    querystring: eventListQuerySchema,
    response: eventListResponseSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/events/export',
    summary:
      'Exportar os eventos filtrados para Excel (XLSX) com as colunas escolhidas; acima de EXPORT_JOB_ROWS linhas, 202 com a tarefa que gera a planilha',
    tags,
    querystring: eventExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
    accepted: exportJobStartedSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/events',
    summary: 'Registrar um evento: valida, precifica pela negociação vigente e salva em Aguardando conferência',
    tags,
    body: eventCreateBodySchema,
    response: eventSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/events/:id',
    summary: 'Um evento com procedimentos, observações, anexos e as ações permitidas ao usuário',
    tags,
    params: eventIdParamsSchema,
    response: eventSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/events/:id',
    summary: 'Alterar um evento (com a versão lida: se outro usuário salvou antes, responde otherUser)',
    tags,
    params: eventIdParamsSchema,
    body: eventUpdateBodySchema,
    response: eventSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/events/:id/history',
    summary: 'Histórico de alterações do evento: quem, quando e o quê',
    tags,
    params: eventIdParamsSchema,
    response: eventHistorySchema,
  }),
  addObservation: defineRoute({
    method: 'POST',
    path: '/api/events/:id/observations',
    summary: 'Adicionar uma observação ao evento',
    tags,
    params: eventIdParamsSchema,
    body: eventObservationBodySchema,
    response: eventObservationSchema,
  }),
  addAttachment: defineRoute({
    method: 'POST',
    path: '/api/events/:id/attachments',
    summary: 'Anexar um arquivo (PDF, PNG ou JPEG, conferido pelo conteúdo) ao evento',
    tags,
    params: eventIdParamsSchema,
    body: eventAttachmentBodySchema,
    response: eventAttachmentSchema,
    bodyLimit: EVENT_ATTACHMENT_BODY_LIMIT,
  }),
  downloadAttachment: defineRoute({
    method: 'GET',
    path: '/api/events/:id/attachments/:attachmentId',
    summary: 'Baixar um anexo do evento',
    tags,
    params: eventAttachmentParamsSchema,
    response: z.unknown(),
    fileTypes: ATTACHMENT_FILE,
  }),
  removeAttachment: defineRoute({
    method: 'DELETE',
    path: '/api/events/:id/attachments/:attachmentId',
    summary: 'Remover um anexo do evento',
    tags,
    params: eventAttachmentParamsSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
  setProportion: defineRoute({
    method: 'PUT',
    path: '/api/events/:id/procedures/:rowId/proportion',
    summary: 'Alterar a proporção de um procedimento pelo relatório de eventos (regras da proporção)',
    tags,
    params: eventProcedureParamsSchema,
    body: eventProportionBodySchema,
    response: eventSchema,
  }),
} as const;
