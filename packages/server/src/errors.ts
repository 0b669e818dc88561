import {
  isLocalizedText,
  messageForCode,
  type ErrorCode,
  type FieldError,
  type LocalizedText,
  type MessageParams,
} from '@honora/contract';

/** A message as services give it: a catalog message by key (`msg(...)`), or a text already rendered. */
export type ErrorMessage = string | LocalizedText;

/** A message as an answer carries it (contract `localizedFields`): the pt-BR text, and its key and parameters. */
export interface LocalizedFields {
  message: string;
  messageKey?: string;
  params?: MessageParams;
}

/**
 * The fields of one message in an answer, error or not (decision 025): the pt-BR text, and the
 * catalog key and parameters when the service named one; a text without key travels as it is.
 */
export function localized(message: ErrorMessage): LocalizedFields;
export function localized(message: ErrorMessage | null): Omit<LocalizedFields, 'message'> & { message: string | null };
export function localized(message: ErrorMessage | null) {
  if (!isLocalizedText(message)) return { message };
  return {
    message: message.text,
    messageKey: message.key,
    ...(hasParams(message) ? { params: message.params } : {}),
  };
}

/** The field error of the answer: the pt-BR text, and the catalog key and parameters when there is one. */
export function fieldError(path: string, message: ErrorMessage): FieldError {
  return { path, ...localized(message) };
}

function hasParams(message: LocalizedText): boolean {
  return Object.keys(message.params).length > 0;
}

/**
 * The typed error services and the domain throw. It carries a spec code, optional field
 * paths and params; only `http/error-handler.ts` turns it into an HTTP status. A catalog message
 * (`msg(...)`) travels as its key and parameters, so the web picks the text (ARCHITECTURE.md).
 */
export class AppError extends Error {
  /** The catalog key of the message, when the service named one. */
  readonly messageKey: string | undefined;
  /** The message as the service gave it: by key (`msg(...)`) or as text; a bulk result answers it (`localized`). */
  readonly messageData: ErrorMessage;

  constructor(
    readonly code: ErrorCode,
    readonly options: { fields?: FieldError[]; params?: Record<string, unknown>; message?: ErrorMessage } = {},
  ) {
    const message = options.message;
    super(message === undefined ? messageForCode(code) : isLocalizedText(message) ? message.text : message);
    this.name = 'AppError';
    this.messageKey = isLocalizedText(message) ? message.key : undefined;
    this.messageData = message ?? this.message;
    if (isLocalizedText(message) && hasParams(message))
      this.options = { ...options, params: { ...options.params, ...message.params } };
  }

  get fields(): FieldError[] | undefined {
    return this.options.fields;
  }

  /** An input error on one field, with the field's message. */
  static field(code: ErrorCode, path: string, message: ErrorMessage = messageForCode(code)): AppError {
    return new AppError(code, { fields: [fieldError(path, message)], message });
  }
}

/** The one map from error codes to HTTP statuses. */
export const statusOfCode: Record<ErrorCode, number> = {
  inputError: 400,
  invalidToken: 400,
  notLogged: 401,
  permissionDenied: 403,
  otherUser: 403,
  csrfError: 403,
  notFound: 404,
  statusError: 409,
  companyRequired: 409,
  warningAnswered: 409,
  paymentError: 402,
  paymentInvalidValue: 400,
  bagError: 400,
  bagEmptyProduct: 400,
  bagEmptyAddress: 400,
  emailNotConfig: 503,
  exhaustedAttempts: 429,
  timeOver: 408,
  pending: 202,
  OK: 200,
  unknown: 500,
  integrationUnavailable: 502,
  integrationBusy: 503,
  'auth/invalid-email': 400,
  'auth/missing-email': 400,
  'auth/missing-password': 400,
  'auth/wrong-password': 401,
  'auth/wrong-current-password': 400,
  'auth/user-not-found': 404,
  'auth/not-found': 404,
  'auth/user-disabled': 403,
  'auth/operation-not-allowed': 403,
  'auth/credential-already-in-use': 409,
  'auth/email-already-exists': 409,
  'auth/too-many-requests': 429,
  'auth/network-request-failed': 503,
  'auth/internal-error': 500,
  'auth/unknown-provider': 400,
  'auth/invalid-credential': 401,
  'auth/invalid-phone-number': 400,
  'auth/invalid-verification-code': 400,
};
