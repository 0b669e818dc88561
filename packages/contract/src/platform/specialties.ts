import { z } from 'zod';
import { specialtiesRegionsErrorMessages } from '../i18n/screen-texts/specialties-regions-errors';
import { defineRoute } from '../route';
import { optionalText, registryIdParamsSchema, requiredText } from '../registries/common';

/** Imported from their file directly: in the web the catalog mounts screen texts empty (decision 029). */
const e = specialtiesRegionsErrorMessages;

export const SPECIALTY_NAME_MAX = 120;
export const SPECIALTY_SEARCH_MAX = 100;

/** The registry's row a surgeon or an anesthetist points at (decision 063); blank → none. */
export const specialtyIdSchema = z
  .union([z.uuid({ error: e.unknownSpecialty }), z.literal('', { error: e.unknownSpecialty })], {
    error: e.unknownSpecialty,
  })
  .nullish()
  .transform((s) => (s ? s : null));

/** Create / edit a specialty: its name (unique without accents or case) and optional CBO 2002 code. */
export const specialtyBodySchema = z.object({
  name: requiredText(SPECIALTY_NAME_MAX),
  cbo: optionalText(6, { pattern: /^\d{6}$/, message: e.cbo }),
});
export type SpecialtyBody = z.input<typeof specialtyBodySchema>;
export type SpecialtyInput = z.output<typeof specialtyBodySchema>;

/** A specialty as every signed-in user reads it (the registries' select). */
export const specialtySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  cbo: z.string().nullable(),
});
export type Specialty = z.infer<typeof specialtySchema>;
export const specialtyListSchema = z.object({ items: z.array(specialtySchema) });
export type SpecialtyList = z.infer<typeof specialtyListSchema>;

/** As the administrators see it: how many live surgeons and people use it (it cannot go while any do). */
export const adminSpecialtySchema = specialtySchema.extend({
  surgeonCount: z.number().int(),
  anesthetistCount: z.number().int(),
});
export type AdminSpecialty = z.infer<typeof adminSpecialtySchema>;
export const adminSpecialtyListSchema = z.object({ items: z.array(adminSpecialtySchema) });

export const specialtyQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SPECIALTY_SEARCH_MAX)
    .optional()
    .transform((s) => (s ? s : undefined)),
});

const tags = ['specialties'];
const params = registryIdParamsSchema;
const ok = z.object({ ok: z.literal(true) });

/** platform.md §2 /admin/specialties and the registries' specialty select (decision 063). */
export const specialtyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/specialties',
    summary: 'Especialidades médicas, em ordem alfabética (para os cadastros de cirurgiões e anestesistas)',
    tags,
    response: specialtyListSchema,
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/specialties',
    summary: 'Especialidades médicas com quantos cadastros usam cada uma (busca sem acentos)',
    tags,
    querystring: specialtyQuerySchema,
    response: adminSpecialtyListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/specialties',
    summary: 'Cadastrar uma especialidade médica',
    tags,
    body: specialtyBodySchema,
    response: adminSpecialtySchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/specialties/:id',
    summary: 'Alterar uma especialidade médica',
    tags,
    params,
    body: specialtyBodySchema,
    response: adminSpecialtySchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/specialties/:id',
    summary: 'Excluir uma especialidade que nenhum cadastro usa (exclusão lógica)',
    tags,
    params,
    response: ok,
  }),
} as const;
