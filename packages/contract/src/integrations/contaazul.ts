import { z } from 'zod';
import { contaAzulScreenMessages } from '../i18n/screen-texts/contaazul';
import { messages } from '../i18n';
import { defineRoute } from '../route';

const e = contaAzulScreenMessages.errors;
const v = messages.validation;

/** What the company maps to Conta Azul (decision 054): insurers and hospitals to customers, event types to services. */
export const CONTA_AZUL_MAPPING_KINDS = ['healthInsurance', 'hospital', 'service'] as const;
export type ContaAzulMappingKind = (typeof CONTA_AZUL_MAPPING_KINDS)[number];
/** The group's services are its event types (billing.md §3 Event type). */
export const CONTA_AZUL_SERVICE_KEYS = ['Honorario', 'SPSADT', 'Consulta'] as const;
export const CONTA_AZUL_EXPORT_STATES = ['PENDING', 'EXPORTED', 'FAILED'] as const;
export type ContaAzulExportState = (typeof CONTA_AZUL_EXPORT_STATES)[number];

/** Events one export takes at most (a batch or a collection beyond it is refused, never cut). */
export const CONTA_AZUL_MAX_EVENTS = 5000;
/** Days after the procedure a receivable falls due, unless the company chose another (decision 054). */
export const CONTA_AZUL_DEFAULT_DUE_DAYS = 30;

/** A Conta Azul id: its UUIDs, or any short token without spaces (the fake's and tomorrow's). */
const remoteIdSchema = z
  .string({ error: e.remoteNotFound })
  .trim()
  .min(1, e.remoteNotFound)
  .max(100, e.remoteNotFound)
  .regex(/^[A-Za-z0-9._:-]+$/, e.remoteNotFound);

export const contaAzulConnectionSchema = z.object({
  id: z.uuid(),
  status: z.enum(['CONNECTED', 'REVOKED']),
  connectedAt: z.string(),
  revokedAt: z.string().nullable(),
  financialAccount: z.object({ id: z.string(), name: z.string() }).nullable(),
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  dueDays: z.number().int(),
});
export type ContaAzulConnection = z.infer<typeof contaAzulConnectionSchema>;
export const contaAzulConnectionAnswerSchema = z.object({
  /** The server has the app's client id and secret (CONTAAZUL_CLIENT_ID / _SECRET). */
  configured: z.boolean(),
  connection: contaAzulConnectionSchema.nullable(),
});

export const contaAzulConnectAnswerSchema = z.object({
  /** Where the browser goes to authorize (Conta Azul's login), with the signed state. */
  authorizeUrl: z.string(),
});
export const contaAzulCallbackBodySchema = z.object({
  code: z.string({ error: e.codeRejected }).trim().min(1, e.codeRejected).max(2000, e.codeRejected),
  state: z.string({ error: e.badState }).trim().min(1, e.badState).max(1000, e.badState),
});

const optionSchema = z.object({ id: z.string(), name: z.string(), document: z.string().nullable() });
export type ContaAzulOption = z.infer<typeof optionSchema>;
export const contaAzulOptionsSchema = z.object({
  financialAccounts: z.array(optionSchema),
  categories: z.array(optionSchema),
  customers: z.array(optionSchema),
  services: z.array(optionSchema),
});
export type ContaAzulOptions = z.infer<typeof contaAzulOptionsSchema>;

export const contaAzulSettingsBodySchema = z.object({
  financialAccountId: remoteIdSchema,
  categoryId: remoteIdSchema,
  dueDays: z
    .number({ error: e.dueDays })
    .int(e.dueDays)
    .min(0, e.dueDays)
    .max(365, e.dueDays)
    .default(CONTA_AZUL_DEFAULT_DUE_DAYS),
});
export type ContaAzulSettingsBody = z.input<typeof contaAzulSettingsBodySchema>;

const kindSchema = z.enum(CONTA_AZUL_MAPPING_KINDS);
/** The product side: an insurer's or hospital's id, or an event type for a service. */
const productKeySchema = z
  .string({ error: e.productNotFound })
  .trim()
  .min(1, e.productNotFound)
  .max(60, e.productNotFound);

export const contaAzulMappingRowSchema = z.object({
  kind: kindSchema,
  productKey: z.string(),
  productName: z.string(),
  /** CNPJ (or registro ANS) on our side, to compare with the customer's document. */
  document: z.string().nullable(),
  remoteId: z.string().nullable(),
  remoteName: z.string().nullable(),
});
export type ContaAzulMappingRow = z.infer<typeof contaAzulMappingRowSchema>;

export const contaAzulMapBodySchema = z.object({
  kind: kindSchema,
  productKey: productKeySchema,
  remoteId: remoteIdSchema,
});
export type ContaAzulMapBody = z.input<typeof contaAzulMapBodySchema>;
export const contaAzulUnmapBodySchema = z.object({ kind: kindSchema, productKey: productKeySchema });

/** POST /api/contaazul/exports: exactly one of the three. */
export const contaAzulExportBodySchema = z
  .object({
    eventIds: z
      .array(z.uuid({ error: v.invalidId }))
      .min(1, e.noEvents)
      .max(CONTA_AZUL_MAX_EVENTS, e.tooManyEvents.replace('{max}', String(CONTA_AZUL_MAX_EVENTS)))
      .optional(),
    batchId: z.uuid({ error: v.invalidId }).optional(),
    collectionId: z.uuid({ error: v.invalidId }).optional(),
  })
  .refine((b) => [b.eventIds, b.batchId, b.collectionId].filter((x) => x !== undefined).length === 1, {
    message: e.exportTarget,
  });
export type ContaAzulExportBody = z.input<typeof contaAzulExportBodySchema>;
export const contaAzulExportAnswerSchema = z.object({ jobId: z.uuid(), count: z.number().int() });

export const contaAzulEventExportSchema = z.object({
  eventId: z.uuid(),
  guide: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  insurerName: z.string().nullable(),
  state: z.enum(CONTA_AZUL_EXPORT_STATES),
  /** The value sent as the receivable (null before the first success). */
  exportedValue: z.string().nullable(),
  dueDate: z.string().nullable(),
  settledValue: z.string().nullable(),
  settledOn: z.string().nullable(),
  exportedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ContaAzulEventExport = z.infer<typeof contaAzulEventExportSchema>;

export const contaAzulExportsQuerySchema = z.object({
  jobId: z.uuid({ error: v.invalidId }).optional(),
  eventId: z.uuid({ error: v.invalidId }).optional(),
});
export const contaAzulJobsSchema = z.object({
  items: z.array(
    z.object({
      jobId: z.uuid(),
      status: z.string(),
      progress: z.number().int(),
      count: z.number().int(),
      exported: z.number().int(),
      failed: z.number().int(),
      createdAt: z.string(),
      createdByName: z.string(),
    }),
  ),
});

const tags = ['integrations'];
const BASE = '/api/contaazul';
const REMOTE = [502, 503] as const;

/**
 * The accounting export to Conta Azul (billing.md §4 exportContaAzul; decision 054): the OAuth
 * connection, where receivables go, the mappings, and the export job with its per-event results.
 */
export const contaAzulRoutes = {
  connection: defineRoute({
    method: 'GET',
    path: `${BASE}/connection`,
    summary: 'A conexão da empresa com o Conta Azul (nunca os tokens)',
    tags,
    response: contaAzulConnectionAnswerSchema,
  }),
  connect: defineRoute({
    method: 'POST',
    path: `${BASE}/connect`,
    summary: 'Começar a conexão com o Conta Azul (OAuth 2, código de autorização)',
    tags,
    response: contaAzulConnectAnswerSchema,
  }),
  callback: defineRoute({
    method: 'POST',
    path: `${BASE}/callback`,
    summary: 'Concluir a conexão com o código que o Conta Azul devolveu',
    tags,
    body: contaAzulCallbackBodySchema,
    response: contaAzulConnectionSchema,
    errorStatuses: REMOTE,
  }),
  disconnect: defineRoute({
    method: 'DELETE',
    path: `${BASE}/connection`,
    summary: 'Desconectar a empresa do Conta Azul',
    tags,
    response: z.object({ ok: z.literal(true) }),
  }),
  options: defineRoute({
    method: 'GET',
    path: `${BASE}/options`,
    summary: 'Contas financeiras, categorias de receita, clientes e serviços do Conta Azul',
    tags,
    response: contaAzulOptionsSchema,
    errorStatuses: REMOTE,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: `${BASE}/settings`,
    summary: 'A conta financeira, a categoria e o vencimento das contas a receber',
    tags,
    body: contaAzulSettingsBodySchema,
    response: contaAzulConnectionSchema,
    errorStatuses: REMOTE,
  }),
  mappings: defineRoute({
    method: 'GET',
    path: `${BASE}/mappings`,
    summary: 'Convênios, hospitais e tipos de evento com os seus vínculos no Conta Azul',
    tags,
    response: z.object({ items: z.array(contaAzulMappingRowSchema) }),
  }),
  map: defineRoute({
    method: 'PUT',
    path: `${BASE}/mappings`,
    summary: 'Vincular um convênio, hospital ou tipo de evento a um cliente ou serviço do Conta Azul',
    tags,
    body: contaAzulMapBodySchema,
    response: contaAzulMappingRowSchema,
    errorStatuses: REMOTE,
  }),
  unmap: defineRoute({
    method: 'DELETE',
    path: `${BASE}/mappings`,
    summary: 'Desfazer um vínculo com o Conta Azul',
    tags,
    body: contaAzulUnmapBodySchema,
    response: contaAzulMappingRowSchema,
  }),
  export: defineRoute({
    method: 'POST',
    path: `${BASE}/exports`,
    summary: 'Exportar eventos (ou os de um lote ou cobrança) ao Conta Azul, em segundo plano',
    tags,
    body: contaAzulExportBodySchema,
    response: contaAzulExportAnswerSchema,
  }),
  exports: defineRoute({
    method: 'GET',
    path: `${BASE}/exports`,
    summary: 'O resultado por evento de uma exportação, ou o estado de um evento no Conta Azul',
    tags,
    querystring: contaAzulExportsQuerySchema,
    response: z.object({ items: z.array(contaAzulEventExportSchema) }),
  }),
  jobs: defineRoute({
    method: 'GET',
    path: `${BASE}/jobs`,
    summary: 'As últimas exportações da empresa ao Conta Azul',
    tags,
    response: contaAzulJobsSchema,
  }),
};
