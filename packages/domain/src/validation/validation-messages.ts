/**
 * The pt-BR messages of the form field rules (platform.md §5) and the limits they use (§9).
 * The domain imports nothing of ours, so it cannot read the contract's catalog: the strings
 * the spec gives are copied here byte for byte, and where the spec gives none the contract's
 * catalog string (packages/contract/src/i18n/core.ts, `validation`) is copied instead; the
 * keys match that catalog's keys. `percent`, `timeOfDay` and `initials` are in neither and
 * are ours. Tests pin every string.
 */
export const validationMessages = {
  /** platform.md §5 */
  required: 'Esse campo é requerido',
  /** platform.md §5 ('O tamanho mínimo é: 3' for the default minimum). */
  minLength: (min: number): string => `O tamanho mínimo é: ${min}`,
  /** Spec names the counter (20) but no message; contract catalog string. */
  maxLength: (max: number): string => `O tamanho máximo é: ${max}`,
  /** platform.md §5 */
  hours: 'Quantidade de horas e minutos inválida',
  /** platform.md §5 */
  cnpjShort: 'O campo é muito curto',
  /** Contract catalog string (the spec has only the length rule). */
  cnpj: 'CNPJ inválido',
  /** platform.md §5 */
  email: 'Email inválido',
  /** platform.md §5: digits, dots and commas only. */
  numeric: 'Entrada inválida',
  /** platform.md §5 */
  digitsOnly: 'Digite apenas números',
  /** platform.md §5 */
  positive: 'Esse número precisa ser positivo',
  /** platform.md §5 */
  cpf: 'CPF inválido',
  /** Spec names the range 1..20 but no message; contract catalog string. */
  range: (min: number, max: number): string => `Informe um valor entre ${min} e ${max}`,
  /** Ours: the spec gives the percent pattern but no message. */
  percent: 'Percentual inválido',
  /** Ours: the spec gives the 1440-minute cap but no message. */
  timeOfDay: 'Horário inválido',
  /** Ours: the spec gives "initials 2 or 3 characters" but no message. */
  initials: 'As iniciais devem ter 2 ou 3 caracteres',
} as const;

/** platform.md §8: the developer warning for a rule that returns neither true nor a string. */
export const RULE_RESULT_ERROR = 'Rule functions must return boolean true or a string';

/** Form limits of platform.md §9 ("Text limits") and §5. */
export const FORM_LIMITS = {
  counter: 20,
  minLength: 3,
  cnpjLength: 18,
  rangeMin: 1,
  rangeMax: 20,
  initialsMin: 2,
  initialsMax: 3,
  emailMaxLength: 254,
} as const;
