import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { toApiError } from '../api/api-error';
import { toastError } from '../notify/toast';
import { errorsFromApi, errorsFromIssues, focusFirstInvalid, type FormErrors } from './form-errors';

interface SafeParser<TOut> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: TOut }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Small form state for text inputs: values, per-field errors, schema validation before
 * submit, and API errors placed under their inputs (others are toasted).
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
  });

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  /** Parses with the contract schema; on failure shows the issues and answers null. */
  function validate<TOut>(schema: SafeParser<TOut>, value: unknown, extra: FormErrors = {}): TOut | null {
    const parsed = schema.safeParse(value);
    const found = { ...(parsed.success ? {} : errorsFromIssues(parsed.error.issues)), ...extra };
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return null;
    }
    return parsed.success ? parsed.data : null;
  }

  /** Field errors of an API answer go under the inputs; anything else is toasted. */
  function showApiError(error: unknown, fieldOfCode: Readonly<Record<string, string>> = {}): void {
    const apiError = toApiError(error);
    const found = errorsFromApi(apiError, Object.keys(values), fieldOfCode);
    if (Object.keys(found).length > 0) showErrors(found);
    else toastError(apiError);
  }

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, field, setValue, validate, showApiError, reset, formRef };
}
