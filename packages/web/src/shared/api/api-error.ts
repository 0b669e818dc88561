import {
  errorResponseSchema,
  messageByKey,
  messageForCode,
  type FieldError,
  type MessageParams,
} from '@honora/contract';

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

/** Only the scalar parameters a catalog message can show. */
function messageParams(params: Readonly<Record<string, unknown>> | undefined): MessageParams {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {}))
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  return out;
}

/** A message as the API sends it (contract `localizedFields`): the pt-BR text, its key and params. */
export interface LocalizedMessage<M extends string | null = string> {
  message: M;
  messageKey?: string | undefined;
  params?: MessageParams | undefined;
}

/**
 * The text the web shows for a message of an answer (an error, its fields, a bulk result): the
 * catalog's for the key the server named (with an administrator's edits), else the server's own
 * text (decision 025). A result without message (a success) stays null.
 */
export function localText(answer: LocalizedMessage): string;
export function localText(answer: LocalizedMessage<string | null>): string | null;
export function localText({ message, messageKey, params }: LocalizedMessage<string | null>): string | null {
  if (message === null) return null;
  return (messageKey && messageByKey(messageKey, params ?? {})) || message;
}

/**
 * Reads an error body of the API; a body that is not one gets the message of its code or the
 * generic one. The web picks the text: a message the server sent by key is rendered from this
 * catalog (with an administrator's edits), the server's pt-BR text is the fallback.
 */
export function errorFromResponse(status: number, payload: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(payload);
  if (!parsed.success) return new ApiError(status, 'unknown', messageForCode('unknown'));
  const { code, message, messageKey, fields, params } = parsed.data;
  const text = localText({ message: message || messageForCode(code), messageKey, params: messageParams(params) });
  const localFields = (fields ?? []).map((field) => ({ ...field, message: localText(field) }));
  return new ApiError(status, code, text, localFields, params ?? {});
}
