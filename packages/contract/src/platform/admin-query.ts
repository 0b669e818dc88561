import { z } from 'zod';
import { XLSX_FILE } from '../files';
import { messages } from '../i18n';
import { adminQueryScreenMessages } from '../i18n/screen-texts/admin-query';
import { defineRoute } from '../route';
import { registryIdParamsSchema } from '../registries/common';

/**
 * /admin/QueryInFirestore (platform.md §2; decision 061): the super admins' read-only query
 * console — one SELECT at a time, run under a read-only role in a read-only transaction with a
 * statement timeout and a row limit; every run audited; queries saved by name.
 */

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = adminQueryScreenMessages.errors;

/** The longest query text, in characters (the check refuses longer with its own message). */
export const ADMIN_QUERY_SQL_MAX = 20_000;
export const ADMIN_QUERY_NAME_MAX = 120;

/** The SQL text: its length and content are judged by the server's check, which names the problem. */
const sqlText = z
  .string({ error: messages.validation.required })
  .max(ADMIN_QUERY_SQL_MAX + 1_000, e.tooLong)
  .meta({ description: 'Uma instrução SELECT (ou WITH, VALUES, TABLE, EXPLAIN)', example: 'select 1' });

export const adminQueryRunBodySchema = z.object({ sql: sqlText }, { error: messages.validation.required });
export type AdminQueryRunBody = z.infer<typeof adminQueryRunBodySchema>;

/** How a column's cells are shown and written to Excel. */
export const adminQueryColumnTypes = ['number', 'text', 'boolean', 'date', 'dateTime', 'json'] as const;

export const adminQueryResultSchema = z.object({
  columns: z.array(z.object({ name: z.string(), type: z.enum(adminQueryColumnTypes) })),
  /** One array of cells per row, in column order: numbers beyond JavaScript's precision travel as text. */
  rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  rowCount: z.number().int(),
  /** More rows existed than the limit: only the first maxRows are here. */
  truncated: z.boolean(),
  maxRows: z.number().int(),
  durationMs: z.number().int(),
});
export type AdminQueryResult = z.infer<typeof adminQueryResultSchema>;

export const adminQueryRunSchema = z.object({
  id: z.uuid(),
  userName: z.string(),
  sql: z.string(),
  outcome: z.enum(['ok', 'refused', 'error']),
  kind: z.enum(['run', 'excel']),
  durationMs: z.number().int(),
  rowCount: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminQueryRun = z.infer<typeof adminQueryRunSchema>;

export const adminSavedQueryBodySchema = z.object(
  {
    name: z
      .string({ error: e.name })
      .trim()
      .min(1, e.name)
      .max(ADMIN_QUERY_NAME_MAX, e.name)
      .meta({ description: 'Nome da consulta', example: 'Empresas ativas' }),
    sql: sqlText.max(ADMIN_QUERY_SQL_MAX, e.tooLong),
  },
  { error: messages.validation.required },
);
export type AdminSavedQueryBody = z.infer<typeof adminSavedQueryBodySchema>;

export const adminSavedQuerySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sql: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type AdminSavedQuery = z.infer<typeof adminSavedQuerySchema>;

const tags = ['admin'];
const params = registryIdParamsSchema;

export const adminQueryRoutes = {
  run: defineRoute({
    method: 'POST',
    path: '/api/admin/query/run',
    summary: 'Executar uma consulta somente de leitura (SELECT) — Super Admin',
    tags,
    body: adminQueryRunBodySchema,
    response: adminQueryResultSchema,
  }),
  excel: defineRoute({
    method: 'POST',
    path: '/api/admin/query/excel',
    summary: 'Executar uma consulta somente de leitura e baixar o resultado em Excel — Super Admin',
    tags,
    body: adminQueryRunBodySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  runs: defineRoute({
    method: 'GET',
    path: '/api/admin/query/runs',
    summary: 'As execuções recentes do console de consultas (auditoria) — Super Admin',
    tags,
    response: z.object({ items: z.array(adminQueryRunSchema) }),
  }),
  listSaved: defineRoute({
    method: 'GET',
    path: '/api/admin/query/saved',
    summary: 'Consultas salvas do console — Super Admin',
    tags,
    response: z.object({ items: z.array(adminSavedQuerySchema) }),
  }),
  createSaved: defineRoute({
    method: 'POST',
    path: '/api/admin/query/saved',
    summary: 'Salvar uma consulta com um nome — Super Admin',
    tags,
    body: adminSavedQueryBodySchema,
    response: adminSavedQuerySchema,
  }),
  updateSaved: defineRoute({
    method: 'PUT',
    path: '/api/admin/query/saved/:id',
    summary: 'Renomear ou alterar uma consulta salva — Super Admin',
    tags,
    params,
    body: adminSavedQueryBodySchema,
    response: adminSavedQuerySchema,
  }),
  removeSaved: defineRoute({
    method: 'DELETE',
    path: '/api/admin/query/saved/:id',
    summary: 'Excluir uma consulta salva — Super Admin',
    tags,
    params,
    response: z.object({ ok: z.literal(true) }),
  }),
} as const;
