import { z } from 'zod';
import { messages } from '../i18n';
import { loginWorkspaceSchema } from './schemas';

const a = messages.auth;

/** Social providers of platform.md §1 (google and apple through OpenID Connect, facebook through OAuth 2). */
export const socialProviderIds = ['google', 'apple', 'facebook'] as const;
export const socialProviderIdSchema = z.enum(socialProviderIds);
export type SocialProviderId = z.infer<typeof socialProviderIdSchema>;

/** Only the providers configured on this server are listed. */
export const socialProvidersResponseSchema = z.object({ providers: z.array(socialProviderIdSchema) });

/** Any text: an unknown provider is answered with 'Unknown provider', not a validation error. */
export const socialProviderParamsSchema = z.object({ provider: z.string().max(40) });

export const socialStartQuerySchema = z.object({
  /** Local path to open after sign-in (kept only when it is one of ours). */
  redirect: z.string().max(2000).optional(),
  workspace: loginWorkspaceSchema.default('CLIENT'),
});

/** The provider's authorization response; anything else it adds is ignored. */
export const socialCallbackQuerySchema = z
  .object({
    code: z.string().max(4000).optional(),
    state: z.string().max(500).optional(),
    error: z.string().max(500).optional(),
  })
  .loose();

/** response_mode=form_post (Apple) posts the same fields as a form. */
export const socialCallbackFormSchema = z.record(z.string(), z.string().max(20_000));

/** Redirect answers (302/303) carry no body. */
export const redirectResponseSchema = z.undefined().meta({ description: 'Redirecionamento (302/303), sem corpo' });

const phoneField = z
  .string({ error: a.emptyPhone })
  .trim()
  .min(1, a.emptyPhone)
  .max(40, a['auth/invalid-phone-number']);

export const phoneRequestBodySchema = z.object({ phone: phoneField });

export const phoneVerifyBodySchema = z.object({
  phone: phoneField,
  code: z
    .string({ error: a.emptyCode })
    .trim()
    .min(1, a.emptyCode)
    .regex(/^\d{6}$/, a['auth/invalid-verification-code']),
  workspace: loginWorkspaceSchema.default('CLIENT'),
});
