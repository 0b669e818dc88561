/**
 * Whether a form takes responses (platform.md §4 "Form: published or not; may be closed", §5 "a
 * response may have an hour limit"; decision 057): a published form that is not closed takes
 * them, and one with an hour limit only until that many hours after it was opened — published,
 * or published again after being unpublished or reopened after a close (each restarts the clock).
 */

export type FormAcceptance = 'open' | 'unpublished' | 'closed' | 'expired';

export interface FormWindow {
  published: boolean;
  closedAt: Date | null;
  /** When the form was last published or reopened. */
  openedAt: Date | null;
  /** Hours after openedAt during which responses are taken; null for no limit. */
  responseHourLimit: number | null;
}

/** The moment the hour limit ends, or null when the form has none. */
export function responseDeadline(form: Pick<FormWindow, 'openedAt' | 'responseHourLimit'>): Date | null {
  if (form.responseHourLimit == null || form.openedAt == null) return null;
  return new Date(form.openedAt.getTime() + form.responseHourLimit * 3_600_000);
}

/** The form's state at `now`: responses are taken only when it is 'open'. */
export function formAcceptance(form: FormWindow, now: Date): FormAcceptance {
  if (!form.published) return 'unpublished';
  if (form.closedAt) return 'closed';
  const deadline = responseDeadline(form);
  return deadline && now.getTime() >= deadline.getTime() ? 'expired' : 'open';
}
