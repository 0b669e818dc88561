import { z } from 'zod';
import { messages } from './i18n';

/** API error codes of platform.md §8, plus the session codes the guard answers with. */
export const apiErrorCodes = [
  'permissionDenied',
  'statusError',
  'inputError',
  'unknown',
  'exhaustedAttempts',
  'paymentError',
  'bagError',
  'paymentInvalidValue',
  'notFound',
  'emailNotConfig',
  'bagEmptyProduct',
  'bagEmptyAddress',
  'OK',
  'pending',
  'warningAnswered',
  'timeOver',
  'otherUser',
  'notLogged',
  'companyRequired',
  'csrfError',
  'invalidToken',
  /** An external system (decision 053) failed, timed out or refused its token: 502. */
  'integrationUnavailable',
  /** An external system answered 429 (too many calls): 503. */
  'integrationBusy',
] as const;

/** Sign-in provider codes of platform.md §8. */
export const authErrorCodes = [
  'auth/invalid-email',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/credential-already-in-use',
  'auth/email-already-exists',
  'auth/too-many-requests',
  'auth/operation-not-allowed',
  'auth/network-request-failed',
  'auth/missing-email',
  'auth/missing-password',
  'auth/internal-error',
  'auth/not-found',
  'auth/wrong-current-password',
  'auth/unknown-provider',
  'auth/invalid-credential',
  'auth/invalid-phone-number',
  'auth/invalid-verification-code',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];
export type AuthErrorCode = (typeof authErrorCodes)[number];
export type ErrorCode = ApiErrorCode | AuthErrorCode;

/**
 * The catalog key of an answer's pt-BR `message` and its parameters (decision 025): the web
 * renders the key from its own catalog, with an administrator's edits, and falls back to `message`.
 * Error fields and the result items of bulk answers carry them the same way.
 */
export const localizedFields = z.object({
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const fieldErrorSchema = z.object({
  path: z.string(),
  /** pt-BR rendering, for API clients; the web renders `messageKey` with `params` from its catalog. */
  message: z.string(),
  ...localizedFields.shape,
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error the API answers has this body. `message` is already pt-BR. */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The catalog key of `message` (its parameters are in `params`), for the web to render. */
  messageKey: z.string().optional(),
  fields: z.array(fieldErrorSchema).optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

const apiMessages: Record<ApiErrorCode, string> = {
  ...messages.errors,
  csrfError: messages.errors.csrfError,
};

function isAuthCode(code: string): code is AuthErrorCode {
  return (authErrorCodes as readonly string[]).includes(code);
}
function isApiCode(code: string): code is ApiErrorCode {
  return (apiErrorCodes as readonly string[]).includes(code);
}

/** The pt-BR message of an error code; unknown codes fall back to the generic message. */
export function messageForCode(code: string): string {
  if (isAuthCode(code)) return messages.auth[code];
  if (isApiCode(code)) return apiMessages[code];
  return messages.errors.unknown;
}
