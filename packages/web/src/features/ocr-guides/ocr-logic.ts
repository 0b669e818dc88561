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
import { shownValue } from '../../shared/ocr-review/ocr-fields';

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
