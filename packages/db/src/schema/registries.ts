import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { specialties } from './specialties';

/** Address of a patient or a hospital (billing.md §3): stored as one document, validated by the contract. */
export interface AddressValue {
  zipcode: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  ibgeCode: string | null;
}

/**
 * Search and sort columns derived by the database from a record's name (migration 0011's
 * functions): `name_search` is lower-case and unaccented for accent-insensitive search with
 * pg_trgm; `sort_key` also pads digit runs so "Sala 10" sorts after "Sala 9" (pt-BR order with
 * numeric compare, the same as compareText in the domain). Services never write them.
 */
export const nameSearchColumns = (name: () => AnyPgColumn) => ({
  nameSearch: text('name_search')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`lower(public.honora_unaccent(${name()}))`),
  sortKey: text('sort_key')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`public.honora_sort_key(${name()})`),
});

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Files kept in the database (patient photos); immutable, so no record metadata beyond creation. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId)],
);

export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    cpf: text('cpf'),
    gender: text('gender'),
    momName: text('mom_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    email: text('email'),
    phone: text('phone'),
    profileImageId: uuid('profile_image_id').references(() => storedFiles.id),
    healthInsuranceId: uuid('health_insurance_id').references((): AnyPgColumn => healthInsurers.id),
    healthInsuranceWallet: text('health_insurance_wallet'),
    accommodation: text('accommodation').notNull().default('NURSERY'),
    address: jsonb('address').$type<AddressValue>(),
    ...nameSearchColumns((): AnyPgColumn => patients.name),
    ...recordMeta,
  },
  // The list's index, patients_company_live_sort_idx, is written by hand in migration 0014
  // (drizzle cannot express INCLUDE): (company_id, sort_key collate "C", id) INCLUDE
  // (name_search, active) WHERE deleted_at IS NULL. A page, its total and an accent-insensitive
  // search of one company run as index-only scans on it. There is no trigram index: under
  // row-level security `LIKE` (not leakproof) cannot use one (docs/decisions/013-registries.md).
  (t) => [
    index('patients_company_updated_idx').on(t.companyId, t.updatedAt),
    uniqueIndex('patients_company_cpf_key')
      .on(t.companyId, t.cpf)
      .where(sql`${t.deletedAt} is null and ${t.cpf} is not null`),
  ],
);

export const hospitals = pgTable(
  'hospitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    cnpj: text('cnpj'),
    cnes: text('cnes'),
    address: jsonb('address').$type<AddressValue>(),
    ...nameSearchColumns((): AnyPgColumn => hospitals.name),
    ...recordMeta,
  },
  (t) => [index('hospitals_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id)],
);

/** Surgeons of a company (company_cirurgioes): not users of the system. */
export const surgeons = pgTable(
  'surgeons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    crm: text('crm'),
    crmState: text('crm_state'),
    /** The specialty registry's row (decision 063). */
    specialtyId: uuid('specialty_id').references((): AnyPgColumn => specialties.id),
    /** The free text before decision 063: kept read-only for the record, never read or written. */
    legacySpecialty: text('specialty'),
    cbo: text('cbo'),
    ...nameSearchColumns((): AnyPgColumn => surgeons.name),
    ...recordMeta,
  },
  (t) => [index('surgeons_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id)],
);

export const insurerPayers = ['HEALTH_INSURANCE', 'HOSPITAL'] as const;

/**
 * A health insurer (operadora / convênio) or paying hospital of a company, with every setting
 * of billing.md §3. Searchable facts are columns; the nested settings are documents whose
 * shape the contract owns (healthInsurerSettingsSchema).
 */
export const healthInsurers = pgTable(
  'health_insurers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    code: text('code'),
    registerAns: text('register_ans'),
    versionXml: text('version_xml').notNull().default('4.03.00'),
    cnpj: text('cnpj'),
    payer: text('payer', { enum: insurerPayers }).notNull().default('HEALTH_INSURANCE'),
    typesOfPaymentIds: uuid('types_of_payment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    hasSendGuia: boolean('has_send_guia').notNull().default(false),
    isParticular: boolean('is_particular').notNull().default(false),
    isNotValued: boolean('is_not_valued').notNull().default(false),
    hasEvents: boolean('has_events').notNull().default(false),
    hashEncoding: text('hash_encoding', { enum: ['ISO-8859-1', 'UTF-8'] })
      .notNull()
      .default('ISO-8859-1'),
    dayLimits: jsonb('day_limits').$type<Record<string, unknown>>().notNull().default({}),
    flags: jsonb('flags').$type<Record<string, unknown>>().notNull().default({}),
    xmlFields: jsonb('xml_fields').$type<Record<string, unknown>>().notNull().default({}),
    configs: jsonb('configs').$type<Record<string, unknown>>().notNull().default({}),
    configPdf: jsonb('config_pdf').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    financial: jsonb('financial').$type<Record<string, unknown>>().notNull().default({}),
    taxSettings: jsonb('tax_settings').$type<Record<string, unknown>>().notNull().default({}),
    transferSettings: jsonb('transfer_settings').$type<Record<string, unknown>>().notNull().default({}),
    ...nameSearchColumns((): AnyPgColumn => healthInsurers.name),
    ...recordMeta,
  },
  (t) => [
    index('health_insurers_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id),
    check('health_insurers_register_ans', sql`${t.registerAns} is null or ${t.registerAns} ~ '^[0-9]{6}$'`),
  ],
);

export const typesOfPayment = pgTable(
  'types_of_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    description: text('description'),
    ...nameSearchColumns((): AnyPgColumn => typesOfPayment.name),
    ...recordMeta,
  },
  (t) => [index('types_of_payment_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id)],
);

/** Fields a company adds to its events or patients (at most 10 filterable, platform.md §5). */
export const customFields = pgTable(
  'custom_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    entity: text('entity').notNull().default('event'),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    filterable: boolean('filterable').notNull().default(false),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...nameSearchColumns((): AnyPgColumn => customFields.label),
    ...recordMeta,
  },
  (t) => [
    index('custom_fields_company_idx').on(t.companyId, t.entity, t.position),
    uniqueIndex('custom_fields_company_key')
      .on(t.companyId, t.entity, t.key)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Event fields a company requires, per event type (Honorario, SPSADT, Consulta). */
export const mandatoryFields = pgTable(
  'mandatory_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    eventType: text('event_type').notNull(),
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...recordMeta,
  },
  (t) => [uniqueIndex('mandatory_fields_company_type_key').on(t.companyId, t.eventType)],
);

/** Groups of financial items (expense codes 01–08 and the company's own items) for reports and repasses. */
export const financialItemGroups = pgTable(
  'financial_item_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    description: text('description'),
    kind: text('kind').notNull().default('EXPENSE'),
    itemCodes: text('item_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...nameSearchColumns((): AnyPgColumn => financialItemGroups.name),
    ...recordMeta,
  },
  (t) => [index('financial_item_groups_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id)],
);

/** How a company's spreadsheets map to event fields when importing events (ImportCustom). */
export const spreadsheetConfigs = pgTable(
  'spreadsheet_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    headerRow: integer('header_row').notNull().default(1),
    dateFormat: text('date_format').notNull().default('DD/MM/YYYY'),
    columns: jsonb('columns').$type<Record<string, string>>().notNull().default({}),
    ...nameSearchColumns((): AnyPgColumn => spreadsheetConfigs.name),
    ...recordMeta,
  },
  (t) => [index('spreadsheet_configs_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id)],
);
