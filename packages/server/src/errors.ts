import { messageForCode, type ErrorCode, type FieldError } from '@honora/contract';

/**
 * The typed error services and the domain throw. It carries a spec code, optional field
 * paths and params; only `http/error-handler.ts` turns it into an HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: { fields?: FieldError[]; params?: Record<string, unknown>; message?: string } = {},
  ) {
    super(options.message ?? messageForCode(code));
    this.name = 'AppError';
  }

  get fields(): FieldError[] | undefined {
    return this.options.fields;
  }

  /** An input error on one field, with the field's pt-BR message. */
  static field(code: ErrorCode, path: string, message = messageForCode(code)): AppError {
    return new AppError(code, { fields: [{ path, message }], message });
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
