import type { RouteDef, Workspace } from '@honora/contract';
import { stripValues, type PermissionCheck } from '@honora/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { AuthSession } from './auth-context';
import { validateRequest, type RequestAccess } from './guard';
import { rejectNulCharacters } from './input-guards';
import { CSRF_HEADER } from './session-hooks';
import { mediaTypeOf, routeAnswers } from './route-answers';

/** Who may call a protected route: its module + action (always), and where it may be called. */
export interface RouteAccess {
  permission: PermissionCheck;
  workspaces: readonly Workspace[];
  needsCompany?: boolean;
  /** Company or admin rules of which one must be set on a non-admin user (platform.md §5). */
  rules?: readonly string[];
  superAdminOnly?: boolean;
  /**
   * The answer carries money (billing.md §3): when the user may not see values (no readValues,
   * or a resident where the company hides prices) the server strips them before answering.
   */
  hasValues?: boolean;
}

/** Every bound operation and what it requires; the OpenAPI document shows it as x-permission / x-public. */
export type RoutePermissions = Map<string, PermissionCheck | 'public'>;

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Documentation routes: public by nature, served by @fastify/swagger-ui and app.ts. */
const DOCS_ROUTES = /^\/api\/(docs(\/.*)?|openapi\.json)$/;

/**
 * Refuses, at start, any /api route registered without going through the binder: every
 * operation declares its module + action or that it is public.
 */
export function requireDeclaredPermissions(app: FastifyInstance, permissions: RoutePermissions): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || DOCS_ROUTES.test(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const declared = method === 'HEAD' ? 'GET' : method;
      if (!permissions.has(routeKey(declared, route.url))) {
        throw new Error(`${method} ${route.url} declares no permission: bind it with routeBinder`);
      }
    }
  });
}

/** The parsed type of an optional schema slot of a RouteDef (undefined when the route has none). */
type Out<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface HandlerInput<R extends RouteDef> {
  body: Out<R['body']>;
  query: Out<R['querystring']>;
  params: Out<R['params']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<R extends RouteDef, A> = (input: HandlerInput<R> & A) => Promise<z.input<R['response']>>;

/**
 * A download answers only the content types its contract declares (what the OpenAPI document
 * shows): another one is a server bug, refused rather than sent under a false description.
 */
function checkFileType(route: RouteDef) {
  const declared = new Set(route.fileTypes?.map(mediaTypeOf));
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || declared.has(mediaTypeOf(reply.getHeader('content-type')))) return payload;
    throw new Error(
      `${route.method} ${route.path} answered ${String(reply.getHeader('content-type'))}, not its fileTypes`,
    );
  };
}

function register<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  access: RouteAccess | null,
  preValidation: ((request: FastifyRequest) => Promise<void>) | undefined,
  handler: (input: HandlerInput<R>) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    schema: {
      summary: route.summary,
      tags: route.tags,
      ...(route.body ? { body: route.body } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.params ? { params: route.params } : {}),
      response: routeAnswers(route, access),
    },
    ...(route.fileTypes ? { onSend: checkFileType(route) } : {}),
    // The input guard's net (registerInputGuards) need not walk the input a second time.
    config: { checksNulCharacters: true },
    // The guard runs before validation: without a session the answer is 401, whatever the body.
    // Then no text may hold a NUL character, whatever the field (input-guards.ts).
    preValidation: async (request: FastifyRequest) => {
      // A GET that writes needs the CSRF token as a mutation does (session-hooks.ts).
      if (route.writes && request.auth && request.headers[CSRF_HEADER] !== request.auth.csrfToken) {
        throw new AppError('csrfError');
      }
      if (preValidation) await preValidation(request);
      rejectNulCharacters(request);
    },
    handler: (request, reply) =>
      handler({
        body: request.body as HandlerInput<R>['body'],
        query: request.query as HandlerInput<R>['query'],
        params: request.params as HandlerInput<R>['params'],
        request,
        reply,
      }),
  });
}

/** Binds the routes of one module, recording what each requires. */
export function routeBinder(app: FastifyInstance, ctx: AppContext, permissions: RoutePermissions) {
  return {
    /** A public contract route (no session needed; `auth` may be null). */
    public<R extends RouteDef>(route: R, handler: Handler<R, { auth: AuthSession | null }>): void {
      if (!route.isPublic) throw new Error(`${route.path} is not public in the contract`);
      permissions.set(routeKey(route.method, route.path), 'public');
      register(app, route, null, undefined, (input) => handler({ ...input, auth: input.request.auth }));
    },

    /** A protected contract route: session validation and the permission check run before the handler. */
    protected<R extends RouteDef>(
      route: R,
      access: RouteAccess,
      handler: Handler<R, { auth: AuthSession; access: RequestAccess }>,
    ): void {
      if (route.isPublic) throw new Error(`${route.path} is public in the contract`);
      permissions.set(routeKey(route.method, route.path), access.permission);
      register(
        app,
        route,
        access,
        async (request) => {
          request.access = await validateRequest(ctx, request.auth, access);
        },
        async (input) => {
          const requestAccess = input.request.access as RequestAccess;
          const result = await handler({ ...input, auth: input.request.auth as AuthSession, access: requestAccess });
          return access.hasValues && !requestAccess.canSeeValues ? stripValues(result) : result;
        },
      );
    },
  };
}

export type RouteBinder = ReturnType<typeof routeBinder>;
