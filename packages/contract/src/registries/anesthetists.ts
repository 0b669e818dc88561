import { anesthetistTypeCodes } from '@honora/domain/people/anesthetist-membership';
import { z } from 'zod';
import { emailField, personName } from '../auth/schemas';
import { messages } from '../i18n';
import { filledTogether, orEmpty } from '../document-rules';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import { specialtyIdSchema } from '../platform/specialties';
import {
  optionalDigits,
  optionalState,
  optionalText,
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
} from './common';
import { crmAndStateTogether, optionalCbo } from './surgeons';

const v = messages.validation;
const e = messages.screens.anesthetists.errors;

/** The user types that put a company user in the anesthetists registry (platform.md §3). */
export { anesthetistTypeCodes as anesthetistUserTypes };
export type AnesthetistUserType = (typeof anesthetistTypeCodes)[number];

/**
 * An anesthetist or resident: a company user (CLIENT membership whose userTypes hold
 * KAnesthetist or KResident) with the person's fields. `id` is the user's id; `companyId` is
 * the membership shown (the selected company's when there is one), `companyIds` every visible
 * company where the person is an anesthetist or resident; `active` is that membership's flag.
 */
export const anesthetistSchema = z.object({
  ...registryRecordShape,
  companyIds: z.array(z.uuid()),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  crm: z.string().nullable(),
  crmState: z.string().nullable(),
  sigla: z.string().nullable(),
  /** The specialty registry's row and its name (decision 063). */
  specialtyId: z.uuid().nullable(),
  specialty: z.string().nullable(),
  cbo: z.string().nullable(),
  userTypes: z.array(z.string()),
  isResident: z.boolean(),
});
export type Anesthetist = z.infer<typeof anesthetistSchema>;

/** One anesthetist as the record screen reads it: also whether another company shares the person. */
export const anesthetistDetailSchema = anesthetistSchema.extend({
  /** The person also belongs to a company outside this session's: their personal data is theirs to change. */
  managedElsewhere: z.boolean(),
});
export type AnesthetistDetail = z.infer<typeof anesthetistDetailSchema>;

const initials = z
  .string()
  .trim()
  .regex(orEmpty(/^[\s\S]{2,3}$/u), v.initials)
  .nullish()
  .transform((s) => (s ? s.toUpperCase() : null));

/** The person's fields an anesthetist record edits (users): the profile's, plus specialty and CBO. */
const personShape = {
  name: personName,
  /** Any way a Brazilian phone is typed; kept in E.164 (decision 008). */
  phone: optionalText(30),
  crm: optionalDigits(10),
  crmState: optionalState,
  /** platform.md §5: initials of 2 or 3 characters, kept in capitals. */
  sigla: initials,
  specialtyId: specialtyIdSchema,
  cbo: optionalCbo,
};

const membershipShape = {
  userTypes: z
    .array(z.enum(anesthetistTypeCodes, { error: e.userTypes }), { error: e.userTypes })
    .min(1, e.userTypes)
    .transform((types) => [...new Set(types)]),
  /** The membership of the company: inactive, the person loses access to it. */
  active: z.boolean().default(true),
};

/** PUT /api/anesthetists/:id: the person's fields and the membership's types and active flag (not the e-mail). */
export const anesthetistUpdateBodySchema = z
  .object({ ...personShape, ...membershipShape })
  .superRefine(crmAndStateTogether)
  .meta(filledTogether('crm', 'crmState'));
export type AnesthetistUpdateBody = z.input<typeof anesthetistUpdateBodySchema>;

/** POST /api/anesthetists: by e-mail; a new e-mail creates the person, who gets a link to create a password. */
export const anesthetistCreateBodySchema = z
  .object({ email: emailField, ...personShape, ...membershipShape })
  .superRefine(crmAndStateTogether)
  .meta(filledTogether('crm', 'crmState'));
export type AnesthetistCreateBody = z.input<typeof anesthetistCreateBodySchema>;

export const anesthetistListQuerySchema = registryListQuerySchema.extend({
  userType: z.enum(anesthetistTypeCodes).optional(),
});
export type AnesthetistListQuery = z.output<typeof anesthetistListQuerySchema>;

/** Sort names of the anesthetists list. */
export const anesthetistSorts = ['name', 'sigla', 'crm'] as const;

const tags = ['anesthetists'];

export const anesthetistRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/anesthetists',
    summary:
      'Anestesistas e residentes das empresas visíveis: busca sem acentos, tipo, situação, ordenação, updatedSince',
    tags,
    querystring: anesthetistListQuerySchema,
    response: registryListResponse(anesthetistSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/anesthetists/export',
    summary: 'Planilha Excel (.xlsx) dos anestesistas com os filtros da lista',
    tags,
    querystring: anesthetistListQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/anesthetists/:id',
    summary: 'Um anestesista ou residente (id do usuário)',
    tags,
    params: registryIdParamsSchema,
    response: anesthetistDetailSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/anesthetists',
    summary:
      'Incluir anestesista ou residente na empresa selecionada pelo e-mail (um e-mail novo cria a pessoa e envia o link para criar a senha)',
    tags,
    body: anesthetistCreateBodySchema,
    response: anesthetistDetailSchema.extend({ invited: z.boolean() }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/anesthetists/:id',
    summary: 'Alterar os dados, o tipo e a situação de um anestesista na empresa (sem exclusão: desative)',
    tags,
    params: registryIdParamsSchema,
    body: anesthetistUpdateBodySchema,
    response: anesthetistDetailSchema,
  }),
} as const;
