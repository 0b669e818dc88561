import { toApiError } from '../../shared/api/api-error';
import type { FormErrors } from '../../shared/forms/form-errors';
import { toastError } from '../../shared/notify/toast';

/**
 * The server's refusal of a help form (decision 056): field errors on the form's own inputs are
 * shown under them; anything else (a 409, a lost session) is toasted. Returns the placed errors.
 */
export function placeApiErrors(error: unknown, fields: readonly string[]): FormErrors {
  const apiError = toApiError(error);
  const found: FormErrors = {};
  for (const field of apiError.fields) {
    if (fields.includes(field.path) && !(field.path in found)) found[field.path] = field.message;
  }
  if (Object.keys(found).length === 0) toastError(apiError);
  return found;
}
