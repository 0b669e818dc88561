import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { FILLED_TEXT, whenEquals } from '../document-rules';
import { referenceTablesMessages } from '../i18n/screen-texts/reference-tables';
import { municipalitySchema, optionalState } from './common';

const v = messages.validation;
/** Screen texts (decision 029): imported directly, since the web's catalog has this node empty. */
const e = referenceTablesMessages.errors;

export const municipalitySearchQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  uf: optionalState.optional(),
  /** A 7-digit IBGE code: answers that municipality (to show a saved address). */
  code: z
    .string()
    .trim()
    .regex(/^\d{7}$/, v.ibgeCode)
    .optional(),
});

export const cboSearchQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** Only physicians (CBO families 2251, 2252, 2253). */
  physicians: z
    .enum(['true', 'false'])
    .default('true')
    .transform((s) => s === 'true'),
});

export const cboOccupationSchema = z.object({ code: z.string(), title: z.string() });
export type CboOccupation = z.infer<typeof cboOccupationSchema>;

export const tussSearchQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** Only terms in force today (no end of validity, or one from today on); 'false' shows ended versions too. */
  current: z
    .enum(['true', 'false'])
    .default('true')
    .transform((s) => s === 'true'),
});

/** One version of a TUSS 22 term (a code may have several, by start of validity). Dates YYYY-MM-DD. */
export const tussTermSchema = z.object({
  code: z.string(),
  term: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  implantationEndsOn: z.string().nullable(),
});
export type TussTerm = z.infer<typeof tussTermSchema>;

/** The reference tables whose import replaces the whole table (/admin/referenceTables); glosaReasons is TISS table 38. */
export const replacedReferenceTables = ['tuss22', 'ibgeMunicipalities', 'cbo', 'glosaReasons'] as const;
export type ReplacedReferenceTable = (typeof replacedReferenceTables)[number];
/** The CBHPM tables (/tools/cbhpm): each import creates NEW versions, nothing is replaced. */
export const cbhpmImportTables = ['cbhpmEdition', 'cbhpmValuation'] as const;
export type CbhpmImportTable = (typeof cbhpmImportTables)[number];
/** Every table a super admin can import through the reference-import job. */
export const referenceTableNames = [...replacedReferenceTables, ...cbhpmImportTables] as const;
export type ReferenceTableName = (typeof referenceTableNames)[number];
/** Which imports a list shows: the reference tables' or the CBHPM tables'. */
export const referenceImportGroups = ['reference', 'cbhpm'] as const;
export type ReferenceImportGroup = (typeof referenceImportGroups)[number];
export const referenceImportStatuses = ['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED'] as const;
export type ReferenceImportStatus = (typeof referenceImportStatuses)[number];

/** The largest upload: 25 MB of JSON (the file travels as base64, a third bigger than the file). */
export const REFERENCE_IMPORT_BODY_LIMIT = 25_000_000;
/** The report keeps the first 1,000 rejected rows (the counts cover all of them). */
export const REFERENCE_IMPORT_MAX_REJECTIONS = 1000;

/** The import's fields as an object (the web form picks from it); the route takes referenceImportBodySchema. */
export const referenceImportFieldsSchema = z.object({
  table: z.enum(referenceTableNames, { error: v.required }),
  /**
   * CBHPM only: the name of the new version ("CBHPM 2022": required for an edition; for a
   * valuation, the name when the file has no cotação column). Other tables ignore it.
   */
  name: z
    .string()
    .trim()
    .max(100, fmt(v.maxLength, { max: 100 }))
    .optional(),
  fileName: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .max(255, fmt(v.maxLength, { max: 255 }))
    // .xsd: the ANS schema, read for table 38 only (the import of another table refuses it).
    .regex(/\.(csv|xlsx|xsd)$/i, e.fileType),
  /** The file's bytes, base64. */
  contentBase64: z
    .string({ error: e.fileEmpty })
    .min(1, e.fileEmpty)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, e.fileContent),
});

/** Whether an import of the table needs a name: a CBHPM edition is a new version of a named table. */
export const importNeedsName = (table: string) => table === 'cbhpmEdition';

export const referenceImportBodySchema = referenceImportFieldsSchema
  .superRefine((body, ctx) => {
    if (importNeedsName(body.table) && !body.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: v.required });
    }
  })
  .meta(whenEquals('table', 'cbhpmEdition', { properties: { name: FILLED_TEXT }, required: ['name'] }));
export type ReferenceImportBody = z.input<typeof referenceImportBodySchema>;

/**
 * A line of the report: a rejected row and why — or, with `ignored`, a row that was read but
 * not stored (the porte anestésico rows of a CBHPM valuation) and why.
 */
export const referenceRejectionSchema = z.object({
  row: z.number().int(),
  reason: z.string(),
  ignored: z.boolean().optional(),
});
export type ReferenceRejection = z.infer<typeof referenceRejectionSchema>;

/** One import as the list shows it: what, by whom, its progress and counts. */
export const referenceImportRowSchema = z.object({
  id: z.uuid(),
  table: z.enum(referenceTableNames),
  fileName: z.string(),
  status: z.enum(referenceImportStatuses),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  acceptedRows: z.number().int(),
  rejectedRows: z.number().int(),
  /** Rows read but deliberately not stored (see referenceRejectionSchema); 0 while it runs. */
  ignoredRows: z.number().int(),
  error: z.string().nullable(),
  /** CBHPM: the name given with the upload (null for the other tables). */
  targetName: z.string().nullable(),
  /** CBHPM: the ids of the editions or valuations the import created. */
  resultIds: z.array(z.string()),
  createdAt: z.string(),
  createdByName: z.string(),
  finishedAt: z.string().nullable(),
  /** The job that runs the import (GET /api/admin/jobs/:id): its step and progress. */
  jobId: z.uuid().nullable().optional(),
});
export type ReferenceImportRow = z.infer<typeof referenceImportRowSchema>;

/** One import with its report: the rejected and ignored rows (at most the first 1,000) and why. */
export const referenceImportSchema = referenceImportRowSchema.extend({
  rejections: z.array(referenceRejectionSchema),
});
export type ReferenceImport = z.infer<typeof referenceImportSchema>;

export const referenceImportIdParamsSchema = z.object({ id: z.uuid({ error: v.invalidId }) });

export const referenceImportListQuerySchema = z.object({
  table: z.enum(referenceTableNames).optional(),
  group: z.enum(referenceImportGroups).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(20),
});

export const referenceTablesSummarySchema = z.object({
  tables: z.array(
    z.object({
      table: z.enum(replacedReferenceTables),
      rowCount: z.number().int(),
      /** The newest import of the table (whatever its status), or null. */
      lastImport: referenceImportRowSchema.nullable(),
    }),
  ),
});
export type ReferenceTablesSummary = z.infer<typeof referenceTablesSummarySchema>;

export const referenceRoutes = {
  municipalities: defineRoute({
    method: 'GET',
    path: '/api/reference/municipalities',
    summary: 'Municípios do IBGE (até 20) pelo nome sem acentos, por UF ou pelo código — para o endereço',
    tags: ['reference'],
    querystring: municipalitySearchQuerySchema,
    response: z.object({ items: z.array(municipalitySchema) }),
  }),
  cbo: defineRoute({
    method: 'GET',
    path: '/api/reference/cbo',
    summary: 'Ocupações CBO (até 20) pelo código ou título sem acentos — por padrão só médicos (famílias 2251–2253)',
    tags: ['reference'],
    querystring: cboSearchQuerySchema,
    response: z.object({ items: z.array(cboOccupationSchema) }),
  }),
  tuss: defineRoute({
    method: 'GET',
    path: '/api/reference/tuss',
    summary: 'Termos da TUSS 22 (até 20) pelo código ou termo sem acentos — por padrão só os vigentes',
    tags: ['reference'],
    querystring: tussSearchQuerySchema,
    response: z.object({ items: z.array(tussTermSchema) }),
  }),
} as const;

const adminTags = ['admin', 'reference'];

/**
 * /admin/referenceTables and /tools/cbhpm: imports of the reference and CBHPM tables (super
 * admins) and their reports (admins).
 */
export const referenceImportRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/reference-imports',
    summary:
      'Importar uma tabela de referência ou CBHPM (CSV ou XLSX em base64; para a tabela 38, também o XSD da ANS): responde na hora e continua em segundo plano — apenas para Super Admin',
    tags: adminTags,
    body: referenceImportBodySchema,
    response: referenceImportSchema,
    bodyLimit: REFERENCE_IMPORT_BODY_LIMIT,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/reference-imports',
    summary: 'Importações das tabelas de referência, da mais nova para a mais antiga',
    tags: adminTags,
    querystring: referenceImportListQuerySchema,
    response: z.object({ items: z.array(referenceImportRowSchema), total: z.number().int() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/reference-imports/:id',
    summary: 'Uma importação: progresso e, no fim, as linhas rejeitadas com o motivo',
    tags: adminTags,
    params: referenceImportIdParamsSchema,
    response: referenceImportSchema,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/admin/reference-tables/summary',
    summary: 'Linhas de cada tabela de referência (TUSS 22, IBGE, CBO, motivos de glosa) e a sua última importação',
    tags: adminTags,
    response: referenceTablesSummarySchema,
  }),
} as const;
