/**
 * Form field rules of platform.md §5: each rule takes the field's value and returns `true`
 * or the pt-BR message. Two choices hold for every rule below:
 * - Text is judged trimmed, and an empty value (null, undefined, '' or whitespace only)
 *   passes every rule except `requiredRule`, so an optional field may be left blank — the
 *   way HTML's own constraints (minlength, pattern, type=email) treat an empty input, and
 *   what the spec says outright for the CPF ("empty accepted"). Pair a rule with
 *   `requiredRule` to forbid the blank.
 * - A value of the wrong kind (an object where text is expected) fails with the rule's message.
 */
import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { parseTimeOfDay, MINUTES_PER_DAY } from './time-of-day';
import { FORM_LIMITS, RULE_RESULT_ERROR, validationMessages as m } from './validation-messages';

export type RuleResult = true | string;
export type Rule<T = unknown> = (value: T) => RuleResult;

/** Whether a field holds nothing (platform.md §5 required): null, undefined, NaN, false, blank text, empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The trimmed text of a string or finite number; null for anything else. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Builds a rule that passes empty values and tests the trimmed text of the others. */
function textRule(message: string, isOk: (text: string) => boolean): Rule {
  return (value) => {
    if (isEmptyValue(value)) return true;
    const text = textOf(value);
    return text !== null && isOk(text) ? true : message;
  };
}

const lengthOf = (text: string): number => [...text].length;

/**
 * A number typed as "12", "-3", "1,5", "1.5" or pt-BR "1.234,56" (platform.md §9 pt-BR
 * numbers); NaN for anything else.
 */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (/^[+-]?\d+([.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) {
    return Number(text.replace(/\./g, '').replace(',', '.'));
  }
  return Number.NaN;
}

/** platform.md §5 required: 'Esse campo é requerido'; arrays need an item, blank text is empty, 0 is a value. */
export const requiredRule: Rule = (value) => (isEmptyValue(value) ? m.required : true);

/**
 * platform.md §5 minimum length (default 3, 'O tamanho mínimo é: 3') with a custom minimum:
 * at least `min` characters (code points) of trimmed text.
 */
export function minLengthRule(min: number = FORM_LIMITS.minLength): Rule {
  return textRule(m.minLength(min), (text) => lengthOf(text) >= min);
}

/**
 * platform.md §5 "counter max 20 characters" (§9 counter 20) and the custom maximum: at most
 * `max` characters (code points) of trimmed text; message from the contract catalog.
 */
export function maxLengthRule(max: number = FORM_LIMITS.counter): Rule {
  return textRule(m.maxLength(max), (text) => lengthOf(text) <= max);
}

/** platform.md §5 counter: `maxLengthRule(20)`. */
export const counterRule: Rule = maxLengthRule(FORM_LIMITS.counter);

/**
 * platform.md §5 hours: an "HH:mm" quantity of hours and minutes; under 5 characters gives
 * 'Quantidade de horas e minutos inválida'. Hours may pass 23 (it is an amount, not a clock
 * time) but minutes must be 00–59 and both parts digits, with the same message.
 */
export const hoursRule: Rule = textRule(m.hours, (text) => text.length >= 5 && /^\d{2,}:[0-5]\d$/.test(text));

/** platform.md §5 CNPJ length: the masked CNPJ under 18 characters gives 'O campo é muito curto'. */
export const cnpjLengthRule: Rule = textRule(m.cnpjShort, (text) => text.length >= FORM_LIMITS.cnpjLength);

/**
 * platform.md §5 CNPJ field: first the length rule ('O campo é muito curto'), then the check
 * digits of `isValidCnpj`, numeric or 2026 alphanumeric ('CNPJ inválido', contract catalog).
 */
export const cnpjRule: Rule = (value) => {
  const short = cnpjLengthRule(value);
  if (short !== true || isEmptyValue(value)) return short;
  return typeof value === 'string' && isValidCnpj(value) ? true : m.cnpj;
};

/**
 * The address shape accepted by zod's `z.email()` (zod v4 `regexes.email`), which the
 * contract's e-mail field uses, so the form and the server agree on what is an address.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** platform.md §5 e-mail pattern: 'Email inválido' (same pattern and 254-character cap as the contract). */
export const emailRule: Rule = textRule(
  m.email,
  (text) => text.length <= FORM_LIMITS.emailMaxLength && EMAIL_PATTERN.test(text),
);

/** platform.md §5 digits, dots and commas only: 'Entrada inválida'. */
export const numericCharsRule: Rule = textRule(m.numeric, (text) => /^[\d.,]+$/.test(text));

/** platform.md §5 digits only: 'Digite apenas números'. */
export const digitsOnlyRule: Rule = textRule(m.digitsOnly, (text) => /^\d+$/.test(text));

/**
 * platform.md §5 positive: 'Esse número precisa ser positivo'. Positive means greater than
 * zero (0 is refused); numbers or pt-BR number text ("1,5", "1.234,56"); other text fails.
 */
export const positiveRule: Rule = (value) => {
  if (isEmptyValue(value)) return true;
  const n = numberOf(value);
  return Number.isFinite(n) && n > 0 ? true : m.positive;
};

/** platform.md §5 CPF: `isValidCpf` or 'CPF inválido'; empty accepted. */
export const cpfRule: Rule = (value) => {
  if (isEmptyValue(value)) return true;
  return typeof value === 'string' && isValidCpf(value) ? true : m.cpf;
};

/**
 * platform.md §5 percent: 1 to 3 digits, a separator ('.' or ','), exactly 2 digits
 * ("12,50", "100.00"). It judges the text as typed in the field, which shows the
 * percentage multiplied by 100; message ours (the spec gives none).
 */
export const percentRule: Rule = textRule(m.percent, (text) => /^\d{1,3}[.,]\d{2}$/.test(text));

/**
 * platform.md §5 range, default 1 to 20 (§9): a number or number text between `min` and
 * `max` inclusive; message from the contract catalog ('Informe um valor entre 1 e 20').
 */
export function rangeRule(min: number = FORM_LIMITS.rangeMin, max: number = FORM_LIMITS.rangeMax): Rule {
  const message = m.range(min, max);
  return (value) => {
    if (isEmptyValue(value)) return true;
    const n = numberOf(value);
    return n >= min && n <= max ? true : message;
  };
}

/**
 * platform.md §5 time of day capped at 1440 minutes: "HH:mm" from 00:00 to 23:59 (see
 * `parseTimeOfDay`), or a whole number of minutes since midnight below 1440; message ours.
 */
export const timeOfDayRule: Rule = (value) => {
  if (isEmptyValue(value)) return true;
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 0 && value < MINUTES_PER_DAY ? true : m.timeOfDay;
  }
  return typeof value === 'string' && parseTimeOfDay(value) !== null ? true : m.timeOfDay;
};

/** platform.md §5 (schedules) initials 2 or 3 characters (trimmed, code points); message ours. */
export const initialsRule: Rule = textRule(m.initials, (text) => {
  const n = lengthOf(text);
  return n >= FORM_LIMITS.initialsMin && n <= FORM_LIMITS.initialsMax;
});

/**
 * Runs a field's rules in order (platform.md §5 "rules return true or a message; at most
 * maxErrors (default 1) messages per field") and returns the messages, stopping once it has
 * `maxErrors` of them, so rules after that are not run. A rule that returns anything but
 * `true` or a string — `false` included — is a programming error and throws Error('Rule
 * functions must return boolean true or a string'), the developer warning of §8. Throws a
 * RangeError when `maxErrors` is not a positive integer.
 */
export function runRules<T>(value: T, rules: readonly Rule<T>[], maxErrors = 1): string[] {
  if (!Number.isInteger(maxErrors) || maxErrors < 1) {
    throw new RangeError(`maxErrors must be a positive integer, got ${maxErrors}`);
  }
  const messages: string[] = [];
  for (const rule of rules) {
    const result: unknown = rule(value);
    if (result === true) continue;
    if (typeof result !== 'string') throw new Error(RULE_RESULT_ERROR);
    messages.push(result);
    if (messages.length >= maxErrors) break;
  }
  return messages;
}

/**
 * Whether a value passes all its rules (platform.md §5 "valid only with no error and no
 * message"): `runRules` gives no message. Rules after the first failing one are not run.
 */
export function isValid<T>(value: T, rules: readonly Rule<T>[]): boolean {
  return runRules(value, rules, 1).length === 0;
}
