import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The content types of a download, as the server sends them (at least one). */
export type FileTypes = readonly [string, ...string[]];

/**
 * One API operation: the server binds it (validation, OpenAPI) and the web calls it
 * through the same object, so request and response types are written once.
 */
export interface RouteDef<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  body?: TBody;
  querystring?: TQuery;
  params?: TParams;
  response: TResponse;
  /**
   * The operation may instead answer 202 with this body: the work became a background job
   * (an export over EXPORT_JOB_ROWS rows), followed at /api/jobs/:id.
   */
  accepted?: z.ZodType;
  /** Public operations need no session (sign-in, registration, reset, ping). */
  isPublic?: boolean;
  /** Largest accepted body in bytes, for uploads (the server's default is 1 MiB). */
  bodyLimit?: number;
  /**
   * The answer is a file (a download), not JSON: the content types the server sends it with.
   * The OpenAPI document shows them, and the server refuses to answer with any other.
   */
  fileTypes?: FileTypes;
  /** The answer is a redirect to its Location header, without a body (302 or 303). */
  redirect?: 302 | 303;
  /**
   * A GET that writes (platform.md §7 GET /axreg/consume_single imports a record): it needs the
   * session's CSRF token like a mutation, so a cross-site link cannot make it write.
   */
  writes?: boolean;
  /** Sign-in throttling applies (per IP and per e-mail or phone): 429 with Retry-After. */
  isThrottled?: boolean;
  /**
   * Error statuses the operation's service answers beyond those its shape implies (the binder
   * derives 400, 401, 403, 404, 409, 413, 415 and 429 from input, session, company and method).
   */
  errorStatuses?: readonly ErrorStatus[];
}

/** The error statuses an operation may document (the body is always the contract's error schema). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 408 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

export function defineRoute<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(def: RouteDef<TBody, TQuery, TParams, TResponse>): RouteDef<TBody, TQuery, TParams, TResponse> {
  return def;
}

type InferOr<T, F> = T extends z.ZodType ? z.infer<T> : F;
type InputOf<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.input<NonNullable<T>>
    : undefined;

export type RouteBody<R> =
  R extends RouteDef<infer B, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? InputOf<B> : never;
export type RouteQuery<R> =
  R extends RouteDef<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType> ? InputOf<Q> : never;
export type RouteParams<R> =
  R extends RouteDef<z.ZodType | undefined, z.ZodType | undefined, infer P, z.ZodType> ? InputOf<P> : never;
export type RouteResponse<R> =
  R extends RouteDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer Res>
    ? InferOr<Res, never>
    : never;

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
