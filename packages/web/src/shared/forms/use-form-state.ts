import { runRules, type Rule } from '@honora/domain';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { toApiError } from '../api/api-error';
import { toastError } from '../notify/toast';
import { errorsFromApi, errorsFromIssues, focusFirstInvalid, type FormErrors } from './form-errors';

export interface SafeParser<TOut> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: TOut }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Field rules of platform.md §5 (each returns true or its message), run as the user types. */
export type FieldRules<T> = Partial<Record<keyof T & string, readonly Rule[]>>;

/** The first message of each field whose rules fail (at most one message per field by default). */
export function ruleErrors<T extends Record<string, string>>(values: T, rules: FieldRules<T>): FormErrors {
  const found: FormErrors = {};
  for (const [name, fieldRules] of Object.entries(rules) as [string, readonly Rule[] | undefined][]) {
    const [message] = runRules(values[name], fieldRules ?? []);
    if (message) found[name] = message;
  }
  return found;
}

/**
 * Small form state for text inputs: values, per-field errors, the field rules run on change
 * (platform.md §5), schema validation before submit with the first failing field scrolled
 * into view, and API errors placed under their inputs (others are toasted).
 */
export function useFormState<T extends Record<string, string>>(initial: T, rules: FieldRules<T> = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    const [message] = runRules(value, rulesRef.current[name] ?? []);
    setErrors((current) => {
      if (message) return current[name] === message ? current : { ...current, [name]: message };
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
    const found = {
      ...(parsed.success ? {} : errorsFromIssues(parsed.error.issues)),
      ...ruleErrors(values, rulesRef.current),
      ...extra,
    };
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

  /** Replaces every value at once (a record loaded from the server), clearing the errors. */
  const load = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, field, setValue, setErrors, validate, showApiError, load, reset, formRef };
}
