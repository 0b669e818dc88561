import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import { CPF_DESCRIPTION, orEmpty } from '../document-rules';
import {
  accommodations,
  addressSchema,
  brazilianStates,
  emptyAddress,
  optionalText,
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
} from './common';

const v = messages.validation;
const e = messages.screens.patients.errors;
const tags = ['patients'];

/**
 * billing.md §3 names a patient's gender but not its values: ours, a small enum (TISS only
 * knows male and female; OTHER covers the rest). Null when not informed.
 */
export const patientGenders = ['FEMALE', 'MALE', 'OTHER'] as const;
export type PatientGender = (typeof patientGenders)[number];

/** Answers of the CPF check (platform.md §5 "uniqueness … gives invalid, exists, ok or error"; error is the web's failed request). */
export const cpfCheckResults = ['invalid', 'exists', 'ok'] as const;
export type CpfCheckResult = (typeof cpfCheckResults)[number];

/** Largest accepted photo (billing.md §5 images: PNG or JPEG), in bytes of the decoded file. */
export const PATIENT_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** base64 length of the largest photo. */
const PHOTO_MAX_BASE64 = Math.ceil(PATIENT_PHOTO_MAX_BYTES / 3) * 4;
export const patientPhotoMimes = ['image/png', 'image/jpeg'] as const;

/**
 * CPF as typed: the mask or any punctuation is dropped and the 11 digits are kept
 * ("123.456.789-09" → "12345678909"); blank → null (platform.md §5 "empty accepted").
 * Letters or a count other than 11 give 'CPF inválido'. The check digits are the domain's
 * `isValidCpf`, which the server (and the web's cpfRule) apply — the contract imports
 * nothing of ours.
 */
export const cpfField = z
  .string()
  .trim()
  .max(40, v.cpf)
  .regex(orEmpty(/^[^0-9A-Za-z]*(?:\d[^0-9A-Za-z]*){11}$/), v.cpf)
  .nullish()
  .transform((s) => (s ? s.replace(/\D/g, '') : null))
  .meta({ description: CPF_DESCRIPTION });

/**
 * Birth date "yyyy-mm-dd" (a real calendar day from 1900 on), not after today. "Today" is the
 * UTC date, which is never behind Brazil's, so a baby born today is always accepted.
 */
const birthDateField = z
  .string()
  .trim()
  .regex(orEmpty(z.regexes.date), v.invalidDate)
  .regex(orEmpty(/^(?:19|[2-9]\d)\d\d-[\s\S]*$/), v.invalidDate)
  .nullish()
  .transform((s) => (s ? s : null))
  .refine((s) => s === null || s <= new Date().toISOString().slice(0, 10), e.birthFuture)
  .meta({
    description:
      'Dia AAAA-MM-DD de 1900 em diante; não pode ser depois de hoje (UTC), regra que o JSON Schema não expressa',
  });

const optionalEmail = optionalText(254, { pattern: z.regexes.email, message: v.email }).transform((s) =>
  s ? s.toLowerCase() : null,
);

/** Phone: DDD and number, digits only (10 or 11 digits); blank → null. */
const phoneField = optionalText(
  20,
  { pattern: /^\d+$/, message: v.digitsOnly },
  { pattern: /^\d{10,11}$/, message: e.phone },
);

/** POST /api/patients and PUT /api/patients/:id: every field of billing.md §3 but the photo (its own route). */
export const patientBodySchema = z.object({
  active: z.boolean().default(true),
  name: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .min(3, fmt(v.minLength, { min: 3 }))
    .max(150, fmt(v.maxLength, { max: 150 })),
  cpf: cpfField,
  gender: z
    .enum(patientGenders, { error: v.numeric })
    .nullish()
    .transform((g) => g ?? null),
  momName: optionalText(150),
  birthDate: birthDateField,
  email: optionalEmail,
  phone: phoneField,
  healthInsuranceId: z
    .uuid({ error: e.insurerNotFound })
    .nullish()
    .transform((id) => id ?? null),
  /** The card number as printed (TISS numeroCarteira is text of up to 20 characters). */
  healthInsuranceWallet: optionalText(20),
  accommodation: z.enum(accommodations, { error: v.numeric }).default('NURSERY'),
  address: addressSchema.nullish().transform((a) => a ?? emptyAddress),
});
export type PatientBody = z.input<typeof patientBodySchema>;
export type PatientBodyOut = z.output<typeof patientBodySchema>;

/** The address as answered: every part or null. */
const addressAnswerSchema = z.object({
  zipcode: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(brazilianStates).nullable(),
  country: z.string().nullable(),
  ibgeCode: z.string().nullable(),
});

export const patientSchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  cpf: z.string().nullable(),
  gender: z.enum(patientGenders).nullable(),
  momName: z.string().nullable(),
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  healthInsuranceId: z.uuid().nullable(),
  /** The insurer's name, for lists and the form (null without an insurer). */
  healthInsuranceName: z.string().nullable(),
  healthInsuranceWallet: z.string().nullable(),
  accommodation: z.enum(accommodations),
  address: addressAnswerSchema,
  hasPhoto: z.boolean(),
  /** billing.md §3 profileImageUrl: the API path that answers the photo (GET …/photo), null without one. */
  profileImageUrl: z.string().nullable(),
});
export type Patient = z.infer<typeof patientSchema>;

/** Sort names of the patients list (the web's column headers). */
export const patientSorts = ['name', 'cpf', 'birthDate', 'createdAt', 'healthInsuranceName'] as const;

export const patientListQuerySchema = registryListQuerySchema.extend({
  /** One CPF, exactly (formatted or bare digits): the menu search finds a patient by it. */
  cpf: z.string().trim().max(40).optional(),
  healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
  accommodation: z.enum(accommodations).optional(),
});
export type PatientListQuery = z.output<typeof patientListQuerySchema>;

/** The export takes the list's filters and sort (every page). */
export const patientExportQuerySchema = patientListQuerySchema.omit({ page: true, pageSize: true, updatedSince: true });
export type PatientExportQuery = z.output<typeof patientExportQuerySchema>;

export const patientCpfCheckQuerySchema = z.object({
  cpf: z.string().trim().max(40).default(''),
  /** The patient being edited: its own CPF is not a duplicate. */
  excludeId: z.uuid({ error: v.invalidId }).optional(),
});

export const patientPhotoBodySchema = z.object({
  contentBase64: z
    .string({ error: v.required })
    .min(1, v.required)
    .max(PHOTO_MAX_BASE64, e.photoSize)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, e.photoType),
});

export const patientPhotoSchema = z.object({
  mime: z.enum(patientPhotoMimes),
  contentBase64: z.string(),
});

export const patientRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/patients',
    summary: 'Pacientes: busca sem acentos, filtros por convênio e acomodação, ordenação, páginas de 100, updatedSince',
    tags,
    querystring: patientListQuerySchema,
    response: registryListResponse(patientSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/patients/export',
    summary: 'Pacientes em planilha Excel (.xlsx), com os mesmos filtros da lista',
    tags,
    querystring: patientExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  cpfCheck: defineRoute({
    method: 'GET',
    path: '/api/patients/cpf-check',
    summary: 'Verifica um CPF: inválido, já cadastrado para outro paciente da empresa, ou livre',
    tags,
    querystring: patientCpfCheckQuerySchema,
    response: z.object({ result: z.enum(cpfCheckResults) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/patients/:id',
    summary: 'Um paciente',
    tags,
    params: registryIdParamsSchema,
    response: patientSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/patients',
    summary: 'Cadastrar paciente na empresa selecionada (CPF único por empresa)',
    tags,
    body: patientBodySchema,
    response: patientSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/patients/:id',
    summary: 'Alterar paciente',
    tags,
    params: registryIdParamsSchema,
    body: patientBodySchema,
    response: patientSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/patients/:id',
    summary: 'Excluir paciente (exclusão lógica)',
    tags,
    params: registryIdParamsSchema,
    response: patientSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/patients/:id/restore',
    summary: 'Restaurar paciente excluído (o CPF não pode estar em uso por outro paciente)',
    tags,
    params: registryIdParamsSchema,
    response: patientSchema,
  }),
  putPhoto: defineRoute({
    method: 'PUT',
    path: '/api/patients/:id/photo',
    summary: 'Enviar a foto do paciente (PNG ou JPEG pelo conteúdo, até 2 MB, em base64)',
    tags,
    params: registryIdParamsSchema,
    body: patientPhotoBodySchema,
    response: patientSchema,
    bodyLimit: 3_000_000,
  }),
  getPhoto: defineRoute({
    method: 'GET',
    path: '/api/patients/:id/photo',
    summary: 'A foto do paciente (tipo e conteúdo em base64)',
    tags,
    params: registryIdParamsSchema,
    response: patientPhotoSchema,
  }),
  removePhoto: defineRoute({
    method: 'DELETE',
    path: '/api/patients/:id/photo',
    summary: 'Remover a foto do paciente',
    tags,
    params: registryIdParamsSchema,
    response: patientSchema,
  }),
} as const;
