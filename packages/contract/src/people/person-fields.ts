import { z } from 'zod';
import { emailField, personName } from '../auth/schemas';
import { fmt, messages } from '../i18n';
import { filledTogether, orEmpty, type TextRule } from '../document-rules';

const v = messages.validation;

/** The 27 Brazilian federative units (platform.md §9: "Brazilian state list of 27 entries"). */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilianState = (typeof brazilianStates)[number];

export function isBrazilianState(value: string): value is BrazilianState {
  return (brazilianStates as readonly string[]).includes(value);
}

/** A state's code in any case ("sp" is SP), as a pattern the OpenAPI document can show. */
export const BRAZILIAN_STATE_PATTERN = new RegExp(`^(?:${brazilianStates.join('|')})$`, 'i');

/** Optional text: trimmed, blank → null; a non-blank one follows `rules`. */
const optional = (max: number, ...rules: TextRule[]) =>
  rules
    .reduce(
      (text, rule) => text.regex(orEmpty(rule.pattern), rule.message),
      z.string().trim().max(max, fmt(v.maxLength, { max })),
    )
    .nullable()
    .transform((s) => (s ? s : null));

/** Optional text kept in upper case (trimmed, blank → null); a non-blank one matches `rule` in any case. */
const optionalUpper = (rule: TextRule) =>
  z
    .string()
    .trim()
    .regex(orEmpty(rule.pattern), rule.message)
    .nullable()
    .transform((s) => (s ? s.toUpperCase() : null));

/** The person's fields anyone may keep about themself (platform.md §3: name, crm, sigla; phone for SMS sign-in). */
const profileShape = {
  name: personName,
  /** Any way a Brazilian phone is typed; the server keeps it in E.164 (decision 008). */
  phone: optional(30),
  crm: optional(10, { pattern: /^\d+$/, message: v.digitsOnly }),
  crmState: optionalUpper({ pattern: BRAZILIAN_STATE_PATTERN, message: v.state }).transform(
    (s) => s as BrazilianState | null,
  ),
  /** platform.md §5 / §9: initials of 2 or 3 characters (code points: an emoji is one). */
  sigla: optionalUpper({ pattern: /^[\s\S]{2,3}$/u, message: v.initials }),
};

/** A CRM is a number and the state that issued it: one without the other is incomplete. */
function crmWithState(value: { crm: string | null; crmState: string | null }, ctx: z.RefinementCtx): void {
  if (value.crm && !value.crmState) ctx.addIssue({ code: 'custom', path: ['crmState'], message: v.required });
  if (value.crmState && !value.crm) ctx.addIssue({ code: 'custom', path: ['crm'], message: v.required });
}

/** PUT /api/account/profile: the signed-in person's own data (the e-mail is the sign-in and is not changed here). */
export const profileBodySchema = z
  .object(profileShape)
  .superRefine(crmWithState)
  .meta(filledTogether('crm', 'crmState'));

/** PUT /api/admin/users/:id: an admin also corrects the e-mail (unique, case-insensitive). */
export const adminUserBodySchema = z
  .object({ ...profileShape, email: emailField })
  .superRefine(crmWithState)
  .meta(filledTogether('crm', 'crmState'));

export const personProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  crm: z.string().nullable(),
  crmState: z.string().nullable(),
  sigla: z.string().nullable(),
});
export type PersonProfile = z.infer<typeof personProfileSchema>;
