import { z } from 'zod';
import { XLSX_FILE } from '../files';
import { messages } from '../i18n';
import { defineRoute } from '../route';

/**
 * /tools/Json2Excel (billing.md §2 administrator tools; decision 034): an array of objects in
 * JSON, previewed as a table and converted to an XLSX on the server.
 */

/** The largest JSON text converted, in characters (10 MB of ASCII). The service refuses more, clearly. */
export const JSON2EXCEL_MAX_CHARS = 10_000_000;
/** Rows the preview shows. */
export const JSON2EXCEL_PREVIEW_ROWS = 50;
/**
 * The request's own limit: the text travels inside a JSON string, where quotes and line breaks
 * take two characters; beyond this Fastify answers 413 before reading the body.
 */
export const JSON2EXCEL_BODY_LIMIT = 2 * JSON2EXCEL_MAX_CHARS + 65_536;

export const json2excelBodySchema = z.object(
  {
    /** The JSON text as pasted or read from the file (the size is checked by the service, with its message). */
    text: z.string({ error: messages.validation.required }).min(1, messages.validation.required),
  },
  { error: messages.validation.required },
);
export type Json2ExcelBody = z.infer<typeof json2excelBodySchema>;

export const json2excelPreviewSchema = z.object({
  /** Every column, in the order of the sheet. */
  columns: z.array(z.string()),
  /** The first rows as the sheet shows them (numbers and dates in pt-BR), one text per column. */
  rows: z.array(z.array(z.string())),
  /** Rows in the whole sheet. */
  total: z.number().int(),
});
export type Json2ExcelPreview = z.infer<typeof json2excelPreviewSchema>;

const tags = ['admin'];

export const json2excelRoutes = {
  preview: defineRoute({
    method: 'POST',
    path: '/api/admin/json2excel/preview',
    summary: 'Pré-visualizar um JSON (lista de objetos) como planilha: colunas, primeiras linhas e total',
    tags,
    body: json2excelBodySchema,
    response: json2excelPreviewSchema,
    bodyLimit: JSON2EXCEL_BODY_LIMIT,
  }),
  convert: defineRoute({
    method: 'POST',
    path: '/api/admin/json2excel',
    summary: 'Converter um JSON (lista de objetos) em planilha do Excel, escrita em fluxo',
    tags,
    body: json2excelBodySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
    bodyLimit: JSON2EXCEL_BODY_LIMIT,
  }),
} as const;
