import { errorResponseSchema, messageForCode, type FieldError } from '@honora/contract';

/** Every failed call becomes one of these; `message` is already pt-BR. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: readonly FieldError[];
  /** Details of the error (permissionDenied: the module and action denied). */
  readonly params: Readonly<Record<string, unknown>>;
  /** True when the client already told the user (forced logout, access denied). */
  isHandled = false;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: readonly FieldError[] = [],
    params: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.params = params;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Any thrown value as an ApiError (unexpected ones become the generic `unknown`). */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError(0, 'unknown', messageForCode('unknown'));
}

export function networkError(): ApiError {
  const code = 'auth/network-request-failed';
  return new ApiError(0, code, messageForCode(code));
}

/** Reads an error body of the API; a body that is not one gets the message of its code or the generic one. */
export function errorFromResponse(status: number, payload: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(payload);
  if (!parsed.success) return new ApiError(status, 'unknown', messageForCode('unknown'));
  const { code, message, fields, params } = parsed.data;
  return new ApiError(status, code, message || messageForCode(code), fields ?? [], params ?? {});
}
