import { z } from 'zod';
import { messages } from '../i18n';
import { filledTogether } from '../document-rules';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import { specialtyIdSchema } from '../platform/specialties';
import {
  optionalDigits,
  optionalState,
  optionalText,
  registryHistorySchema,
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from './common';

const v = messages.validation;
const e = messages.screens.surgeons.errors;

/** A CBO 2002 occupation code: 6 digits (blank → none). */
export const optionalCbo = optionalText(6, { pattern: /^\d{6}$/, message: e.cbo });

/** A CRM is a number and the state council that issued it: one without the other is incomplete. */
export function crmAndStateTogether(
  value: { crm: string | null; crmState: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.crm && !value.crmState) ctx.addIssue({ code: 'custom', path: ['crmState'], message: v.required });
  if (value.crmState && !value.crm) ctx.addIssue({ code: 'custom', path: ['crm'], message: v.required });
}

/** A surgeon of a company (company_cirurgioes, platform.md §3): not a user of the system. */
export const surgeonSchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  crm: z.string().nullable(),
  crmState: z.string().nullable(),
  /** The specialty registry's row and its name (decision 063). */
  specialtyId: z.uuid().nullable(),
  specialty: z.string().nullable(),
  cbo: z.string().nullable(),
});
export type Surgeon = z.infer<typeof surgeonSchema>;

/** Create / edit a surgeon: CRM digits with its UF, specialty (the registry's, decision 063), CBO (checked against the CBO table when loaded). */
export const surgeonBodySchema = z
  .object({
    name: requiredText(200),
    crm: optionalDigits(10),
    crmState: optionalState,
    specialtyId: specialtyIdSchema,
    cbo: optionalCbo,
    active: z.boolean().default(true),
  })
  .superRefine(crmAndStateTogether)
  .meta(filledTogether('crm', 'crmState'));
export type SurgeonBody = z.input<typeof surgeonBodySchema>;

export const surgeonListQuerySchema = registryListQuerySchema.extend({
  crmState: optionalState.optional(),
});
export type SurgeonListQuery = z.output<typeof surgeonListQuerySchema>;

/** Sort names of the surgeons list. */
export const surgeonSorts = ['name', 'crm', 'crmState', 'specialty', 'createdAt'] as const;

const tags = ['surgeons'];

export const surgeonRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/surgeons',
    summary:
      'Cirurgiões das empresas visíveis: busca sem acentos, UF do CRM, situação, ordenação, páginas de 100, updatedSince',
    tags,
    querystring: surgeonListQuerySchema,
    response: registryListResponse(surgeonSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/surgeons/export',
    summary: 'Planilha Excel (.xlsx) dos cirurgiões com os filtros da lista',
    tags,
    querystring: surgeonListQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/surgeons/:id',
    summary: 'Um cirurgião (também excluído)',
    tags,
    params: registryIdParamsSchema,
    response: surgeonSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/surgeons',
    summary: 'Criar cirurgião na empresa selecionada',
    tags,
    body: surgeonBodySchema,
    response: surgeonSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/surgeons/:id',
    summary: 'Alterar cirurgião',
    tags,
    params: registryIdParamsSchema,
    body: surgeonBodySchema,
    response: surgeonSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/surgeons/:id',
    summary: 'Excluir cirurgião (exclusão lógica)',
    tags,
    params: registryIdParamsSchema,
    response: surgeonSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/surgeons/:id/restore',
    summary: 'Restaurar cirurgião excluído',
    tags,
    params: registryIdParamsSchema,
    response: surgeonSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/surgeons/:id/history',
    summary: 'Histórico de alterações do cirurgião: quem, quando e o quê',
    tags,
    params: registryIdParamsSchema,
    response: registryHistorySchema,
  }),
} as const;
