import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import type { OcrField, OcrGuide, OcrGuideStatus } from '@honora/contract';
import type { ApiError } from '../../shared/api/api-error';
import type { FormErrors } from '../../shared/forms/form-errors';

/**
 * Screen logic of support's review of one guide at /admin/GuideOcrAmazon/{id} (platform.md §2
 * admin GuideOcrAmazon "support sees and fixes a company's guides"; §3 OCR guide statuses),
 * pure and tested beside the page.
 */

const s = ocrMessages.support;

/** What support may do to the guide on screen, and why the fields are only shown when they are. */
export interface SupportActions {
  /** The fields may be corrected (a guide read, not confirmed into an event). */
  canSave: boolean;
  /** The page may go back to the reading queue (not confirmed, not already waiting in it). */
  canReread: boolean;
  /** Why the fields cannot be corrected; null when they can. */
  readOnlyReason: string | null;
}

/**
 * As the server decides (a confirmed guide never changes; a page never read has no fields to
 * correct; a page in the queue is read already): the buttons it would refuse are not offered.
 */
export function supportActions(guide: Pick<OcrGuide, 'status' | 'eventId' | 'guideType'>): SupportActions {
  if (guide.status === 'READY' || guide.eventId !== null) {
    return { canSave: false, canReread: false, readOnlyReason: s.readOnlyReady };
  }
  if (guide.status === 'CREATED') return { canSave: false, canReread: false, readOnlyReason: s.readOnlyQueued };
  if (guide.guideType === null) return { canSave: false, canReread: true, readOnlyReason: s.readOnlyNotRead };
  return { canSave: true, canReread: true, readOnlyReason: null };
}

/**
 * The body of the corrections: only the fields the user changed, each as typed. A field typed
 * back to what the guide holds is not a change; one typed back to what was read (a correction
 * undone) is, and the server drops its correction.
 */
export function changedValues(
  fields: readonly Pick<OcrField, 'key' | 'confirmed'>[],
  edits: Readonly<Record<string, string>>,
): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const field of fields) {
    const typed = edits[field.key];
    if (typed !== undefined && typed !== field.confirmed) changed[field.key] = typed;
  }
  return changed;
}

/**
 * A refused save: each field's refusal (`values.<key>`) under its input, the first one only; the
 * rest (a key the guide's form lacks) for the alert above the form.
 */
export function supportErrorsOf(error: ApiError, keys: ReadonlySet<string>): { errors: FormErrors; others: string[] } {
  const errors: FormErrors = {};
  const others: string[] = [];
  for (const { path, message } of error.fields) {
    const key = path.startsWith('values.') ? path.slice('values.'.length) : null;
    if (key !== null && keys.has(key)) errors[key] ??= message;
    else others.push(message);
  }
  return { errors, others };
}

/** The status badge's colour: waiting for the platform in orange, the client in blue, done in teal. */
export const GUIDE_STATUS_COLORS: Record<OcrGuideStatus, string> = {
  CREATED: 'gray',
  NEED_CLIENT: 'blue',
  NEED_SUPPORT: 'orange',
  NEED_DEVELOPER: 'orange',
  ON_TEST: 'violet',
  READY: 'teal',
};
