import { z } from 'zod';
import { emailField, personName } from '../auth/schemas';
import { messages } from '../i18n';

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

/** Optional text: trimmed, blank → null. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.maxLength(max))
    .nullable()
    .transform((s) => (s ? s : null));

const optionalUpper = z
  .string()
  .trim()
  .nullable()
  .transform((s) => (s ? s.toUpperCase() : null));

/** The person's fields anyone may keep about themself (platform.md §3: name, crm, sigla; phone for SMS sign-in). */
const profileShape = {
  name: personName,
  /** Any way a Brazilian phone is typed; the server keeps it in E.164 (decision 008). */
  phone: optional(30),
  crm: optional(10).refine((s) => s === null || /^\d+$/.test(s), v.digitsOnly),
  crmState: optionalUpper
    .refine((s) => s === null || isBrazilianState(s), v.state)
    .transform((s) => s as BrazilianState | null),
  /** platform.md §5 / §9: initials of 2 or 3 characters. */
  sigla: optionalUpper.refine((s) => s === null || ([...s].length >= 2 && [...s].length <= 3), v.initials),
};

/** A CRM is a number and the state that issued it: one without the other is incomplete. */
function crmWithState(value: { crm: string | null; crmState: string | null }, ctx: z.RefinementCtx): void {
  if (value.crm && !value.crmState) ctx.addIssue({ code: 'custom', path: ['crmState'], message: v.required });
  if (value.crmState && !value.crm) ctx.addIssue({ code: 'custom', path: ['crm'], message: v.required });
}

/** PUT /api/account/profile: the signed-in person's own data (the e-mail is the sign-in and is not changed here). */
export const profileBodySchema = z.object(profileShape).superRefine(crmWithState);

/** PUT /api/admin/users/:id: an admin also corrects the e-mail (unique, case-insensitive). */
export const adminUserBodySchema = z.object({ ...profileShape, email: emailField }).superRefine(crmWithState);

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
