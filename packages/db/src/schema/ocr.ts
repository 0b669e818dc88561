import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './batches';
import { companies } from './companies';
import { events } from './events';
import { jobs } from './jobs';
import { recordMeta } from './meta';

/** OCR guide statuses and error statuses (platform.md §3). */
export const OCR_GUIDE_STATUSES = [
  'CREATED',
  'NEED_CLIENT',
  'NEED_DEVELOPER',
  'NEED_SUPPORT',
  'ON_TEST',
  'READY',
] as const;
export const OCR_GUIDE_ERRORS = ['KError', 'KErrorThreshold', 'KErrorNotFoundMatriz', 'KErrorEmptyCredits'] as const;
export const OCR_UPLOAD_STATUSES = ['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED'] as const;

/** One recognized field: the text read, the engine's confidence (0–100) and where on the page it was. */
export interface OcrFieldRecord {
  value: string;
  confidence: number;
  /** Pixels of the page image: left, top, width, height (null when the field's zone was not found). */
  box: [number, number, number, number] | null;
}

/**
 * A file of scanned or photographed guides sent for recognition (platform.md §2 guidesOcr;
 * decision 041): the job that reads its pages and its progress. Each page becomes one guide.
 */
export const ocrUploads = pgTable(
  'ocr_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    status: text('status', { enum: OCR_UPLOAD_STATUSES }).notNull().default('NOT_STARTED'),
    totalPages: integer('total_pages').notNull().default(0),
    processedPages: integer('processed_pages').notNull().default(0),
    /** Why the whole file could not be read (pt-BR). */
    error: text('error'),
    jobId: uuid('job_id').references(() => jobs.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...recordMeta,
  },
  (t) => [index('ocr_uploads_company_created_idx').on(t.companyId, t.createdAt)],
);

/** The uploaded file, apart so that lists never read it. */
export const ocrUploadContents = pgTable('ocr_upload_contents', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => ocrUploads.id),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  content: bytea('content').notNull(),
});

/**
 * One page of an upload read as a TISS guide (platform.md §3 OCR guide): its status and error,
 * the guide type and layout version recognized, every field with its confidence and place,
 * the corrections the reviewer made (the accuracy figures count them) and the event created
 * when the reviewer confirmed it.
 */
export const ocrGuides = pgTable(
  'ocr_guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => ocrUploads.id),
    /** 1-based page of the upload. */
    page: integer('page').notNull(),
    status: text('status', { enum: OCR_GUIDE_STATUSES }).notNull().default('CREATED'),
    error: text('error', { enum: OCR_GUIDE_ERRORS }),
    guideType: text('guide_type', { enum: ['Honorario', 'SPSADT', 'Consulta'] }),
    layoutVersion: text('layout_version'),
    /** Mean confidence of the fields read (0–100). */
    confidence: real('confidence'),
    fields: jsonb('fields').$type<Record<string, OcrFieldRecord>>().notNull().default({}),
    /** Field → the value the reviewer confirmed where it differs from the one read. */
    corrections: jsonb('corrections').$type<Record<string, string>>().notNull().default({}),
    /** The page image's size in pixels (the image itself is in ocr_guide_images). */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    recognizedAt: timestamp('recognized_at', { withTimezone: true }),
    recognitionMs: integer('recognition_ms'),
    eventId: uuid('event_id').references(() => events.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('ocr_guides_upload_page_idx').on(t.uploadId, t.page),
    index('ocr_guides_company_created_idx').on(t.companyId, t.createdAt),
    // The OCR dashboard's months (pages read, guides confirmed).
    index('ocr_guides_recognized_idx')
      .on(t.recognizedAt)
      .where(sql`${t.recognizedAt} is not null`),
    index('ocr_guides_confirmed_idx')
      .on(t.confirmedAt)
      .where(sql`${t.confirmedAt} is not null`),
    index('ocr_guides_status_idx')
      .on(t.status)
      .where(sql`${t.status} in ('NEED_SUPPORT', 'NEED_DEVELOPER', 'ON_TEST')`),
  ],
);

/**
 * The page image of a guide (PNG, or the JPEG sent), apart so that lists and the change history
 * never carry it; the review screen shows each field's crop from it.
 */
export const ocrGuideImages = pgTable('ocr_guide_images', {
  guideId: uuid('guide_id')
    .primaryKey()
    .references(() => ocrGuides.id),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  image: bytea('image').notNull(),
});
