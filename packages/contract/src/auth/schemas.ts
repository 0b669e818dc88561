import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { fmt, messages } from '../i18n';

const v = messages.validation;

export const workspaces = ['CLIENT', 'COMPANY', 'ADMIN'] as const;
export const workspaceSchema = z.enum(workspaces);
export type Workspace = z.infer<typeof workspaceSchema>;

/** Workspaces a person may sign in to directly (ADMIN is entered from CLIENT by admins). */
export const loginWorkspaceSchema = z.enum(['CLIENT', 'COMPANY']);

export const emailField = z
  .string({ error: messages.auth['auth/missing-email'] })
  .trim()
  .min(1, messages.auth['auth/missing-email'])
  .max(254, v.email)
  .pipe(z.email({ error: v.email }))
  .transform((email) => email.toLowerCase());

const newPasswordField = z
  .string({ error: v.required })
  .min(TEXT_LIMITS.passwordMinLength, fmt(v.passwordMin, { min: TEXT_LIMITS.passwordMinLength }))
  .max(200, fmt(v.maxLength, { max: 200 }));

export const personName = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .min(TEXT_LIMITS.minLength, fmt(v.minLength, { min: TEXT_LIMITS.minLength }))
  .max(120, fmt(v.maxLength, { max: 120 }));

export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: messages.auth['auth/missing-password'] })
    .min(1, messages.auth['auth/missing-password'])
    .max(200, fmt(v.maxLength, { max: 200 })),
  workspace: loginWorkspaceSchema.default('CLIENT'),
});

export const companySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  legalName: z.string().nullable(),
  cnpj: z.string().nullable(),
  isMatriz: z.boolean(),
  isFilial: z.boolean(),
  matrizId: z.uuid().nullable(),
  /** platform.md §3 agenda display: a DEMAND company schedules from its demands (decision 049). */
  agendaDisplay: z.enum(['SHIFT', 'DEMAND']),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const workspaceFlagsSchema = z.object({
  cli: z.boolean(),
  adm: z.boolean(),
  comp: z.boolean(),
});
export type WorkspaceFlags = z.infer<typeof workspaceFlagsSchema>;

/** The local auth state of platform.md §3: user, company, matriz, super admin flag, workspace. */
export const sessionViewSchema = z.object({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    sigla: z.string().nullable(),
  }),
  workspace: workspaceSchema,
  workspaces: workspaceFlagsSchema,
  isSuperAdmin: z.boolean(),
  company: companySummarySchema.nullable(),
  matrizId: z.uuid().nullable(),
  /** What the user may do in the current company: module → actions (the web hides the rest; the server decides). */
  permissions: z.record(z.string(), z.array(z.string())),
  csrfToken: z.string(),
  /**
   * The selected company's web config minVersion (platform.md §3, §9; decision 055): a client
   * whose build is at most this clears its service workers; 0 without a company.
   */
  minVersion: z.number().int(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionResponseSchema = z.object({ session: sessionViewSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: v.required })
    .min(1, v.required)
    .max(200, fmt(v.maxLength, { max: 200 })),
  newPassword: newPasswordField,
});

export const passwordResetRequestBodySchema = z.object({ email: emailField });

export const passwordResetConfirmBodySchema = z.object({
  token: z
    .string({ error: messages.errors.invalidToken })
    .min(20, messages.errors.invalidToken)
    .max(200, messages.errors.invalidToken),
  password: newPasswordField,
});

export const companyRegisterBodySchema = z.object({
  name: personName,
  email: emailField,
  password: newPasswordField,
  companyName: personName,
});

export const ongRegisterBodySchema = z.object({
  name: personName,
  email: emailField,
  password: newPasswordField,
  ongName: personName,
});

/** companyRegister / ongRegister answer the e-mail to sign in with (platform.md §7). */
export const registerResponseSchema = z.object({ fakeMail: z.string() });

export const checkWorkspaceBodySchema = z.object({ id: z.uuid({ error: v.invalidId }) });
export const checkWorkspaceResponseSchema = z.object({
  errorCode: z.string().nullable(),
  data: z.object({ type: workspaceFlagsSchema }),
});

export const selectCompanyBodySchema = z.object({ companyId: z.uuid({ error: v.invalidId }) });
export const switchWorkspaceBodySchema = z.object({ workspace: workspaceSchema });
