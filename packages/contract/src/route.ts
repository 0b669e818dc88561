import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  /** Public operations need no session (sign-in, registration, reset, ping). */
  isPublic?: boolean;
  /** Largest accepted body in bytes, for uploads (the server's default is 1 MiB). */
  bodyLimit?: number;
}

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
