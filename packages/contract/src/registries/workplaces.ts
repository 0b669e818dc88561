import { foldText } from '@honora/domain/format/search-text';
import { z } from 'zod';
import { XLSX_FILE } from '../files';
import { fmt, messages } from '../i18n';
import { workplacesScreenMessages } from '../i18n/screen-texts/workplaces';
import { defineRoute } from '../route';
import { SLOT_CATEGORIES } from '../schedules/slot-categories';
import {
  optionalText,
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from './common';

const v = messages.validation;
const e = workplacesScreenMessages.errors;

/** Decision 042: a workplace's sectors or rooms are free names, each up to 60 characters, at most 50. */
export const WORKPLACE_LIMITS = { name: 120, sector: 60, sectors: 50, notes: 1000 } as const;

/**
 * The first problem of a workplace's sectors, or null: at most 50, each 1 to 60 characters, and
 * none repeated ignoring case and accents ("Sala 1" and "sala 1" are the same room).
 */
export function sectorsProblem(sectors: readonly string[]): string | null {
  if (sectors.length > WORKPLACE_LIMITS.sectors) return fmt(e.tooManySectors, { max: WORKPLACE_LIMITS.sectors });
  const seen = new Set<string>();
  for (const sector of sectors) {
    if (sector.length < 1 || sector.length > WORKPLACE_LIMITS.sector) {
      return fmt(e.sectorLength, { max: WORKPLACE_LIMITS.sector });
    }
    const key = foldText(sector);
    if (seen.has(key)) return fmt(e.duplicateSector, { sector });
    seen.add(key);
  }
  return null;
}

export const workplaceSchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  hospitalId: z.string().nullable(),
  /** The linked hospital's name (the list shows it). */
  hospitalName: z.string().nullable(),
  sectors: z.array(z.string()),
  slotCategories: z.array(z.enum(SLOT_CATEGORIES)),
  notes: z.string().nullable(),
});
export type Workplace = z.infer<typeof workplaceSchema>;

/** Create / change a workplace; the hospital must be a live one of the workplace's company (the server checks). */
export const workplaceBodySchema = z
  .object({
    name: requiredText(WORKPLACE_LIMITS.name),
    hospitalId: z
      .uuid({ error: e.hospitalNotFound })
      .nullish()
      .transform((id) => id ?? null),
    sectors: z
      .array(z.string({ error: fmt(e.sectorLength, { max: WORKPLACE_LIMITS.sector }) }).trim(), {
        error: fmt(e.sectorLength, { max: WORKPLACE_LIMITS.sector }),
      })
      .max(WORKPLACE_LIMITS.sectors, fmt(e.tooManySectors, { max: WORKPLACE_LIMITS.sectors }))
      .default([])
      .meta({
        description: `Até ${WORKPLACE_LIMITS.sectors} nomes, cada um de 1 a ${WORKPLACE_LIMITS.sector} caracteres, sem repetir (ignorando maiúsculas e acentos). Regra que o JSON Schema não expressa`,
      }),
    /** Each kind once, in the order of SLOT_CATEGORIES. */
    slotCategories: z
      .array(z.enum(SLOT_CATEGORIES, { error: e.slotCategory }), { error: e.slotCategory })
      .max(SLOT_CATEGORIES.length * 4, e.slotCategory)
      .default([])
      .transform((kinds) => SLOT_CATEGORIES.filter((kind) => kinds.includes(kind))),
    notes: optionalText(WORKPLACE_LIMITS.notes),
    active: z.boolean({ error: v.required }).default(true),
  })
  .superRefine((body, ctx) => {
    const problem = sectorsProblem(body.sectors);
    if (problem) ctx.addIssue({ code: 'custom', path: ['sectors'], message: problem });
  });
export type WorkplaceBody = z.input<typeof workplaceBodySchema>;
export type WorkplaceValues = z.output<typeof workplaceBodySchema>;

export const workplaceListQuerySchema = registryListQuerySchema;
export type WorkplaceListQuery = z.output<typeof workplaceListQuerySchema>;

export const workplaceExportQuerySchema = workplaceListQuerySchema.omit({
  page: true,
  pageSize: true,
  updatedSince: true,
});

const tags = ['schedules'];

export const workplaceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/workplaces',
    summary: 'Locais de trabalho da empresa: busca, ordenação, páginas, updatedSince',
    tags,
    querystring: workplaceListQuerySchema,
    response: registryListResponse(workplaceSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/workplaces/export',
    summary: 'Planilha Excel dos locais de trabalho com os mesmos filtros da lista',
    tags,
    querystring: workplaceExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/workplaces/:id',
    summary: 'Um local de trabalho (também excluído)',
    tags,
    params: registryIdParamsSchema,
    response: workplaceSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/workplaces',
    summary: 'Criar local de trabalho (setores, tipos de vaga, hospital opcional)',
    tags,
    body: workplaceBodySchema,
    response: workplaceSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/workplaces/:id',
    summary: 'Alterar local de trabalho',
    tags,
    params: registryIdParamsSchema,
    body: workplaceBodySchema,
    response: workplaceSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/workplaces/:id',
    summary: 'Excluir local de trabalho (exclusão lógica)',
    tags,
    params: registryIdParamsSchema,
    response: workplaceSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/workplaces/:id/restore',
    summary: 'Restaurar local de trabalho excluído',
    tags,
    params: registryIdParamsSchema,
    response: workplaceSchema,
  }),
} as const;
