import { z } from 'zod';
import { fmt, messages } from '../../i18n';
import { defineRoute } from '../../route';
import { XLSX_FILE } from '../../files';
import {
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from '../common';

const v = messages.validation;
const e = messages.screens.billingSettings.spreadsheetConfig.errors;

/** Date formats a company's spreadsheet may use (the import reads dates with the chosen one). */
export const spreadsheetDateFormats = ['DD/MM/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY', 'MM/DD/YYYY'] as const;
export type SpreadsheetDateFormat = (typeof spreadsheetDateFormats)[number];

/**
 * Event data a spreadsheet column may fill when importing events (ImportCustom), in form
 * order. People, hospital and insurer come by name (the import finds the registry record);
 * the other keys are the spec's event field names.
 */
export const spreadsheetFields = [
  'patientName',
  'dtProcedure',
  'procedureCode',
  'procedureName',
  'patientCpf',
  'patientBirthDate',
  'healthInsuranceName',
  'healthInsuranceWallet',
  'hospitalName',
  'surgeonName',
  'anesthetistName',
  'numGuide',
  'password',
  'procedureStart',
  'procedureEnd',
  'anesthesiaStart',
  'anesthesiaEnd',
  'accommodation',
  'isEmergency',
] as const;
export type SpreadsheetField = (typeof spreadsheetFields)[number];

/** Without these an imported row is no event: the patient, the date and what was done. */
export const requiredSpreadsheetFields: readonly SpreadsheetField[] = ['patientName', 'dtProcedure', 'procedureCode'];

export const HEADER_ROW_MAX = 50;
export const COLUMN_REF_MAX_LENGTH = 100;

/** A column by its letter (A = 1 … ZZ = 702) or by the text of its header cell. */
export type ColumnRef = { kind: 'letter'; letter: string; index: number } | { kind: 'header'; name: string };

/** 1-based index of a column letter: A → 1, Z → 26, AA → 27, ZZ → 702. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64);
  return index;
}

/**
 * Reads what the user typed for a column: one or two letters (any case) are a column
 * letter, A to ZZ; text in double quotes is a header name (so a header "UF" can be named);
 * anything else is a header name, except a cell address such as "A1" (refused). Blank,
 * empty quotes or more than 100 characters → null.
 */
export function parseColumnRef(text: string): ColumnRef | null {
  const typed = text.trim();
  if (!typed || typed.length > COLUMN_REF_MAX_LENGTH) return null;
  if (/^[A-Za-z]{1,2}$/.test(typed)) {
    const letter = typed.toUpperCase();
    return { kind: 'letter', letter, index: columnIndex(letter) };
  }
  if (typed.startsWith('"')) {
    const inner = typed.endsWith('"') && typed.length >= 2 ? typed.slice(1, -1).trim() : '';
    return inner ? { kind: 'header', name: inner } : null;
  }
  if (/^[A-Za-z]{1,3}\d+$/.test(typed)) return null;
  return { kind: 'header', name: typed };
}

/** How a reference is stored: the letter in capitals, a header as text (quoted when it would read as a letter). */
export function formatColumnRef(ref: ColumnRef): string {
  if (ref.kind === 'letter') return ref.letter;
  return /^[A-Za-z]{1,2}$/.test(ref.name) || /^[A-Za-z]{1,3}\d+$/.test(ref.name) ? `"${ref.name}"` : ref.name;
}

/** Two references to the same column give the same key (headers compared without case or accents). */
export function columnRefKey(ref: ColumnRef): string {
  if (ref.kind === 'letter') return `#${ref.index}`;
  const folded = ref.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
  return `h:${folded}`;
}

export interface ColumnsProblem {
  field: string;
  message: string;
}

/**
 * Checks and normalizes a field → column map: only catalog fields, blanks dropped, each
 * reference valid and used by one field only, and the required fields present. Answers the
 * normalized map and every problem (one per field).
 */
export function normalizeSpreadsheetColumns(raw: Readonly<Record<string, string>>): {
  columns: Record<string, string>;
  problems: ColumnsProblem[];
} {
  const columns: Record<string, string> = {};
  const problems: ColumnsProblem[] = [];
  const usedBy = new Map<string, string>();
  for (const [field, typed] of Object.entries(raw)) {
    if (!(spreadsheetFields as readonly string[]).includes(field)) {
      problems.push({ field, message: fmt(e.unknownField, { field }) });
      continue;
    }
    if (!typed.trim()) continue;
    const ref = parseColumnRef(typed);
    if (!ref) {
      problems.push({ field, message: e.column });
      continue;
    }
    const formatted = formatColumnRef(ref);
    const key = columnRefKey(ref);
    if (usedBy.has(key)) {
      problems.push({ field, message: fmt(e.duplicateColumn, { column: formatted }) });
      continue;
    }
    usedBy.set(key, field);
    columns[field] = formatted;
  }
  for (const field of requiredSpreadsheetFields) {
    if (!(field in columns) && !problems.some((p) => p.field === field)) {
      problems.push({ field, message: v.required });
    }
  }
  return { columns, problems };
}

export const spreadsheetConfigSchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  headerRow: z.number().int(),
  dateFormat: z.enum(spreadsheetDateFormats),
  columns: z.record(z.string(), z.string()),
});
export type SpreadsheetConfig = z.infer<typeof spreadsheetConfigSchema>;

const headerRowRange = fmt(v.range, { min: 1, max: HEADER_ROW_MAX });

/** Create / change a spreadsheet configuration; the name is unique per company among live ones (the server checks). */
export const spreadsheetConfigBodySchema = z
  .object({
    name: requiredText(100),
    headerRow: z
      .number({ error: headerRowRange })
      .int(headerRowRange)
      .min(1, headerRowRange)
      .max(HEADER_ROW_MAX, headerRowRange)
      .default(1),
    dateFormat: z.enum(spreadsheetDateFormats, { error: v.required }).default('DD/MM/YYYY'),
    columns: z
      .record(z.string(), z.string({ error: e.column }))
      .default({})
      .meta({
        description: `Campo → coluna (letra, como C ou AB, ou o texto do cabeçalho): campos ${spreadsheetFields.join(', ')}; obrigatórios ${requiredSpreadsheetFields.join(', ')}; cada coluna para um campo só. Regra que o JSON Schema não expressa`,
      }),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    for (const problem of normalizeSpreadsheetColumns(body.columns).problems) {
      ctx.addIssue({ code: 'custom', path: ['columns', problem.field], message: problem.message });
    }
  })
  .transform((body) => ({ ...body, columns: normalizeSpreadsheetColumns(body.columns).columns }));
export type SpreadsheetConfigBody = z.input<typeof spreadsheetConfigBodySchema>;
export type SpreadsheetConfigValues = z.output<typeof spreadsheetConfigBodySchema>;

export const spreadsheetConfigListQuerySchema = registryListQuerySchema;
export const spreadsheetConfigExportQuerySchema = registryListQuerySchema.omit({
  page: true,
  pageSize: true,
  updatedSince: true,
});

const tags = ['billing-settings'];

export const spreadsheetConfigRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/spreadsheet-configs',
    summary: 'Configurações de planilha da empresa (importação de eventos): busca, ordenação, páginas, updatedSince',
    tags,
    querystring: spreadsheetConfigListQuerySchema,
    response: registryListResponse(spreadsheetConfigSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/spreadsheet-configs/export',
    summary: 'Planilha Excel das configurações de planilha com os mesmos filtros da lista',
    tags,
    querystring: spreadsheetConfigExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/spreadsheet-configs/:id',
    summary: 'Uma configuração de planilha (também excluída)',
    tags,
    params: registryIdParamsSchema,
    response: spreadsheetConfigSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/spreadsheet-configs',
    summary: 'Criar configuração de planilha (nome único; paciente, data e código do procedimento obrigatórios)',
    tags,
    body: spreadsheetConfigBodySchema,
    response: spreadsheetConfigSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/spreadsheet-configs/:id',
    summary: 'Alterar configuração de planilha',
    tags,
    params: registryIdParamsSchema,
    body: spreadsheetConfigBodySchema,
    response: spreadsheetConfigSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/spreadsheet-configs/:id',
    summary: 'Excluir configuração de planilha (exclusão lógica)',
    tags,
    params: registryIdParamsSchema,
    response: spreadsheetConfigSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/spreadsheet-configs/:id/restore',
    summary: 'Restaurar configuração de planilha excluída',
    tags,
    params: registryIdParamsSchema,
    response: spreadsheetConfigSchema,
  }),
} as const;
