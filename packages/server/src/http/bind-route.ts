import type { RouteDef, Workspace } from '@honora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { AuthSession } from './auth-context';

/** Who may call a non-public route (issue 3 adds module + action). */
export interface RouteAccess {
  workspaces?: readonly Workspace[];
  needsCompany?: boolean;
  superAdminOnly?: boolean;
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

type Handler<R extends RouteDef, A> = (input: HandlerInput<R> & { auth: A }) => Promise<z.input<R['response']>>;

function guard(request: FastifyRequest, access: RouteAccess): AuthSession {
  const auth = request.auth;
  if (!auth) throw new AppError('notLogged');
  if (access.workspaces && !access.workspaces.includes(auth.workspace)) throw new AppError('permissionDenied');
  if (access.superAdminOnly && !auth.isSuperAdmin) throw new AppError('permissionDenied');
  if (access.needsCompany && !auth.companyId) throw new AppError('companyRequired');
  return auth;
}

function register<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  preValidation: ((request: FastifyRequest) => void) | undefined,
  handler: (input: HandlerInput<R>) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      tags: route.tags,
      ...(route.body ? { body: route.body } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.params ? { params: route.params } : {}),
      response: { 200: route.response },
    },
    // The guard runs before validation: without a session the answer is 401, whatever the body.
    ...(preValidation ? { preValidation: async (request: FastifyRequest) => preValidation(request) } : {}),
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

/** Binds a public contract route (no session needed; `auth` may be null). */
export function bindPublic<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: Handler<R, AuthSession | null>,
): void {
  if (!route.isPublic) throw new Error(`${route.path} is not public in the contract`);
  register(app, route, undefined, (input) => handler({ ...input, auth: input.request.auth }));
}

/** Binds a protected contract route: session, workspace and company are checked before the handler runs. */
export function bindRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  access: RouteAccess,
  handler: Handler<R, AuthSession>,
): void {
  if (route.isPublic) throw new Error(`${route.path} is public in the contract; use bindPublic`);
  register(
    app,
    route,
    (request) => void guard(request, access),
    (input) => handler({ ...input, auth: input.request.auth as AuthSession }),
  );
}
