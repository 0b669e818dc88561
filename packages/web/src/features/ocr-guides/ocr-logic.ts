import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import {
  fmt,
  OCR_LIMITS,
  type OcrConfirmBody,
  type OcrField,
  type OcrGuide,
  type OcrGuideSummary,
  type OcrUpload,
} from '@honora/contract';
import type { ApiError } from '../../shared/api/api-error';
import type { FormErrors } from '../../shared/forms/form-errors';

/**
 * Screen logic of /client/guidesOcr and /client/GuideOcrAmazon/{id} (platform.md §2; §3 OCR
 * guide statuses and errors; decision 041), pure and tested beside the components.
 */

const o = ocrMessages;
const BYTES_PER_MB = 1024 * 1024;

/** What the file chooser offers; the server reads PDF, PNG and JPEG (by their first bytes). */
export const OCR_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** Why a chosen file is refused before it is sent (null when it may go): its type by name, its size. */
export function ocrFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(pdf|png|jpe?g)$/i.test(file.name.trim())) return o.fileErrors.typeNotAllowed;
  if (file.size === 0) return o.fileErrors.unreadable;
  if (file.size > OCR_LIMITS.fileMb * BYTES_PER_MB) return fmt(o.fileErrors.tooLarge, { mb: OCR_LIMITS.fileMb });
  return null;
}

/** An upload whose job has not ended (the screen keeps asking for it). */
export const isUploadRunning = (upload: Pick<OcrUpload, 'status'>) =>
  upload.status === 'NOT_STARTED' || upload.status === 'RUNNING';

/** The bar's value, 0–100: the pages read of the file's pages. */
export function uploadPercent(upload: Pick<OcrUpload, 'processedPages' | 'totalPages'>): number {
  if (upload.totalPages <= 0) return 0;
  return Math.min(100, Math.round((upload.processedPages / upload.totalPages) * 100));
}

/** A guide the client reviews: read, waiting for them, with no error (no credit, unreadable…). */
export const isReviewable = (guide: Pick<OcrGuideSummary, 'status' | 'error'>) =>
  guide.status === 'NEED_CLIENT' && guide.error === null;

const fieldNames: Readonly<Record<string, string>> = o.fields;

/**
 * The label of a field key: its name, or for a table cell (`procedures.1.code`) its column's
 * name (the row is the group's legend); the team's `code` is the professional's at the operator.
 */
export function fieldLabel(key: string): string {
  const [prefix, row, column] = key.split('.');
  if (column === undefined || row === undefined) return fieldNames[key] ?? key;
  if (prefix === 'team' && column === 'code') return o.client.teamCode;
  return fieldNames[column] ?? column;
}

export interface FieldRow {
  /** The row's number as people count (1, 2, …). */
  n: number;
  fields: OcrField[];
}

export interface FieldGroups {
  fields: OcrField[];
  procedures: FieldRow[];
  team: FieldRow[];
}

/** The guide's fields by group: the header fields, then each procedure row and each team row, in order. */
export function groupFields(fields: readonly OcrField[]): FieldGroups {
  const groups: FieldGroups = { fields: [], procedures: [], team: [] };
  for (const field of fields) {
    const match = /^(procedures|team)\.(\d+)\./.exec(field.key);
    if (!match) {
      groups.fields.push(field);
      continue;
    }
    const rows = groups[match[1] as 'procedures' | 'team'];
    const n = Number(match[2]) + 1;
    let row = rows.find((r) => r.n === n);
    if (!row) {
      row = { n, fields: [] };
      rows.push(row);
    }
    row.fields.push(field);
  }
  groups.procedures.sort((a, b) => a.n - b.n);
  groups.team.sort((a, b) => a.n - b.n);
  return groups;
}

export interface CropView {
  width: number;
  height: number;
  backgroundSize: string;
  backgroundPosition: string;
}

/** Image pixels kept around a field's box so the reviewer sees its surroundings. */
const CROP_MARGIN = 6;

/**
 * Where a field was read, as a CSS background of the page image: the box ([left, top, width,
 * height] in image pixels) with a small margin, scaled to fit `max` (px), as the element's size,
 * the image's scaled size and its offset. Null without a box or the image's size.
 */
export function cropOf(
  box: OcrField['box'],
  image: { width: number | null; height: number | null },
  max: { width: number; height: number },
): CropView | null {
  if (!box || !image.width || !image.height) return null;
  const [left, top, width, height] = box;
  const x = Math.max(0, left - CROP_MARGIN);
  const y = Math.max(0, top - CROP_MARGIN);
  const w = Math.min(image.width, left + width + CROP_MARGIN) - x;
  const h = Math.min(image.height, top + height + CROP_MARGIN) - y;
  if (w <= 0 || h <= 0) return null;
  const scale = Math.min(max.width / w, max.height / h);
  const px = (n: number) => `${Math.round(n * scale)}px`;
  return {
    width: Math.round(w * scale),
    height: Math.round(h * scale),
    backgroundSize: `${px(image.width)} ${px(image.height)}`,
    backgroundPosition: `${px(-x)} ${px(-y)}`,
  };
}

/** The registries the event is linked to, as the review chooses them. */
export interface RegistryChoices {
  healthInsuranceId: string | null;
  hospitalId: string | null;
  anesthetistId: string | null;
  patientId: string | null;
  /** No patient chosen: the patient is registered by the name read. */
  createPatient: boolean;
}
export const REGISTRY_KEYS = ['healthInsuranceId', 'hospitalId', 'anesthetistId', 'patientId'] as const;

/** The review's choices: what the user picked, else the registries' records the fields matched. */
export function choicesOf(matches: OcrGuide['matches'], picked: Partial<RegistryChoices>): RegistryChoices {
  return {
    healthInsuranceId: matches.healthInsurance?.id ?? null,
    hospitalId: matches.hospital?.id ?? null,
    anesthetistId: matches.anesthetist?.id ?? null,
    patientId: matches.patient?.id ?? null,
    createPatient: matches.patient === null,
    ...picked,
  };
}

/** A field's value on screen: what the user typed, else what the reviewer confirmed (or was read). */
export const shownValue = (field: Pick<OcrField, 'key' | 'confirmed'>, edits: Readonly<Record<string, string>>) =>
  edits[field.key] ?? field.confirmed;

/** The field's check applies to the value it was made for: once the user changes it, the server checks again. */
export const shownProblem = (field: OcrField, edits: Readonly<Record<string, string>>) =>
  shownValue(field, edits) === field.confirmed ? field.problem : null;

/** POST /api/ocr-guides/:id/confirm: every field's current value (the server computes the corrections). */
export function confirmBodyOf(
  fields: readonly OcrField[],
  edits: Readonly<Record<string, string>>,
  choices: RegistryChoices,
): OcrConfirmBody {
  const values = Object.fromEntries(fields.map((field) => [field.key, shownValue(field, edits)]));
  return {
    values,
    healthInsuranceId: choices.healthInsuranceId ?? '',
    hospitalId: choices.hospitalId,
    anesthetistId: choices.anesthetistId,
    patientId: choices.createPatient ? null : choices.patientId,
    createPatient: choices.createPatient,
  };
}

/** The event's own field paths (the event checks of the confirmation) and the review field that holds each. */
const EVENT_PATHS: Readonly<Record<string, string>> = {
  numGuide: 'providerGuide',
  dtProcedure: 'startDate',
  healthInsuranceWallet: 'wallet',
  'guideData.password': 'password',
};

/** The review input an error's field path names (`values.startDate`, `hospitalId`, `dtProcedure`…), or null. */
export function reviewTargetOf(path: string, keys: ReadonlySet<string>): string | null {
  if ((REGISTRY_KEYS as readonly string[]).includes(path)) return path;
  const key = path.startsWith('values.') ? path.slice('values.'.length) : (EVENT_PATHS[path] ?? path);
  if (keys.has(key)) return key;
  if (/^procedures(\.|$)/.test(key)) return [...keys].find((k) => /^procedures\.\d+\.code$/.test(k)) ?? null;
  return null;
}

/** A refused confirmation: the errors under their inputs, and those no input shows (for the alert). */
export function reviewErrorsOf(error: ApiError, keys: ReadonlySet<string>): { errors: FormErrors; others: string[] } {
  const errors: FormErrors = {};
  const others: string[] = [];
  for (const field of error.fields) {
    const target = reviewTargetOf(field.path, keys);
    if (target === null) others.push(field.message);
    else errors[target] ??= field.message;
  }
  return { errors, others };
}
