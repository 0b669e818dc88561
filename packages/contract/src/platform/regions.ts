import { z } from 'zod';
import { fmt } from '../i18n';
import { specialtiesRegionsErrorMessages } from '../i18n/screen-texts/specialties-regions-errors';
import { brazilianStates } from '../people/person-fields';
import { defineRoute } from '../route';
import { registryIdParamsSchema, requiredText } from '../registries/common';

/** Imported from their file directly: in the web the catalog mounts screen texts empty (decision 029). */
const e = specialtiesRegionsErrorMessages;

export const REGION_NAME_MAX = 120;
/** States and cities of one region together (the database checks the same bound). */
export const REGION_PLACES_MAX = 1000;

/** An optional region in a query (a blank one is absent; anything else must be an id). */
export const optionalRegionIdQuery = z
  .union([z.uuid({ error: e.unknownRegion }), z.literal('', { error: e.unknownRegion })], { error: e.unknownRegion })
  .optional()
  .transform((s) => (s ? s : undefined));

/**
 * Create / edit a region (platform.md §1 regions; decision 063): a name, whole states (UF) and
 * single cities (7-digit IBGE codes), at least one place; repeated entries count once.
 */
export const regionBodySchema = z
  .object({
    name: requiredText(REGION_NAME_MAX),
    states: z
      .array(z.enum(brazilianStates, { error: e.state }), { error: e.state })
      .max(brazilianStates.length, e.state)
      .default([])
      .transform((list) => [...new Set(list)].sort()),
    cityCodes: z
      .array(z.string({ error: e.cityCode }).regex(/^\d{7}$/, e.cityCode), { error: e.cityCode })
      .max(REGION_PLACES_MAX, fmt(e.tooManyPlaces, { max: REGION_PLACES_MAX }))
      .default([])
      .transform((list) => [...new Set(list)].sort()),
  })
  .superRefine((b, ctx) => {
    const count = b.states.length + b.cityCodes.length;
    if (count === 0) ctx.addIssue({ code: 'custom', path: ['states'], message: e.regionEmpty });
    if (count > REGION_PLACES_MAX) {
      ctx.addIssue({ code: 'custom', path: ['cityCodes'], message: fmt(e.tooManyPlaces, { max: REGION_PLACES_MAX }) });
    }
  });
export type RegionBody = z.input<typeof regionBodySchema>;
export type RegionInput = z.output<typeof regionBodySchema>;

/** A city of a region, named from the IBGE table (the code itself when the table lacks it). */
export const regionCitySchema = z.object({ code: z.string(), name: z.string(), uf: z.string() });
export type RegionCity = z.infer<typeof regionCitySchema>;

export const regionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  states: z.array(z.string()),
  cities: z.array(regionCitySchema),
});
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.object({ items: z.array(regionSchema) });
export type RegionList = z.infer<typeof regionListSchema>;

const tags = ['regions'];
const params = registryIdParamsSchema;
const ok = z.object({ ok: z.literal(true) });

/** /admin/regions (platform.md §1 regions; decision 063): module admin, read and write. */
export const regionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/regions',
    summary: 'Regiões: estados e cidades de cada uma, em ordem alfabética',
    tags,
    response: regionListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/regions',
    summary: 'Cadastrar uma região',
    tags,
    body: regionBodySchema,
    response: regionSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/regions/:id',
    summary: 'Alterar uma região',
    tags,
    params,
    body: regionBodySchema,
    response: regionSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/regions/:id',
    summary: 'Excluir uma região (exclusão lógica)',
    tags,
    params,
    response: ok,
  }),
} as const;
