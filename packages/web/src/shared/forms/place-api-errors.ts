import { toApiError } from '../api/api-error';
import { toastError } from '../notify/toast';
import { errorsFromApi, type FormErrors } from './form-errors';

/**
 * The server's refusal of a form: field errors on the form's own inputs are shown under them;
 * anything else (a 409, a lost session) is toasted. Returns the placed errors.
 */
export function placeApiErrors(error: unknown, fields: readonly string[]): FormErrors {
  const apiError = toApiError(error);
  const found = errorsFromApi(apiError, fields);
  if (Object.keys(found).length === 0) toastError(apiError);
  return found;
}
