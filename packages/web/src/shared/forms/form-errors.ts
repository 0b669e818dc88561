import type { ApiError } from '../api/api-error';

/** Errors keyed by field path ("email", "address.city"), as Mantine inputs take them. */
export type FormErrors = Record<string, string>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** Schema issues (zod) → one message per field, the first one (maxErrors 1, platform.md §5). */
export function errorsFromIssues(issues: readonly IssueLike[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The field errors an API answer carries for this form. A code that belongs to one field
 * (e.g. auth/wrong-current-password → currentPassword) is put under it too.
 */
export function errorsFromApi(
  error: ApiError,
  fieldNames: readonly string[],
  fieldOfCode: Readonly<Record<string, string>> = {},
): FormErrors {
  const errors: FormErrors = {};
  for (const field of error.fields) {
    if (fieldNames.includes(field.path) && !(field.path in errors)) errors[field.path] = field.message;
  }
  const byCode = fieldOfCode[error.code];
  if (byCode && !(byCode in errors)) errors[byCode] = error.message;
  return errors;
}

/** Brings the first invalid input of a form into view and focus (platform.md §5). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const input = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!input) return;
    input.scrollIntoView({ block: 'center', behavior: 'smooth' });
    input.focus({ preventScroll: true });
  });
}
