import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { AppContext } from '../context';
import type { AuthSession } from '../http/auth-context';
import { chatFeed, relayChatNotices } from '../modules/chat';
import type { ChatFeed } from '../modules/chat/chat-feed';
import { relayTransactionChanges, transactionFeed, type TransactionFeed } from '../modules/money/transaction-feed';
import { graphqlContext, type GraphqlContext } from './context';
import { maskError } from './errors';
import { noAnonymousIntrospectionRule, queryLimitsRule } from './limits';
import { graphqlSchema } from './schema';
import { registerGraphqlWebSocket } from './ws';

export const GRAPHQL_PATH = '/graphql';

/** What the transport hands the schema: the session (cookie) and when the client went away. */
export interface GraphqlServerContext {
  auth: AuthSession | null;
  signal: AbortSignal;
}

export type GraphqlYoga = YogaServerInstance<GraphqlServerContext, GraphqlContext>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger's change feed of this app (the subscription reads it; tests wait on it). */
    transactionFeed: TransactionFeed;
    /** The chat's feed of this app (the subscription chatEvents reads it; tests wait on it). */
    chatFeed: ChatFeed;
  }
}

/**
 * Validation rules on every operation: depth and field-count limits; for anonymous callers
 * also no introspection. (Yoga's validation cache is off: its key ignores who asks.)
 */
const limits: Plugin<GraphqlServerContext> = {
  onValidate({ addValidationRule, context }) {
    addValidationRule(queryLimitsRule);
    if (!context.auth) addValidationRule(noAnonymousIntrospectionRule);
  },
};

function createGraphqlYoga(ctx: AppContext): GraphqlYoga {
  return createYoga<GraphqlServerContext, GraphqlContext>({
    schema: graphqlSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    // Same origin only (the cookie session); no GraphiQL page (CSP) — introspection serves tools.
    cors: false,
    graphiql: false,
    landingPage: false,
    batching: false,
    parserAndValidationCache: { validationCache: false },
    maskedErrors: { maskError: maskError(ctx.log) },
    logging: {
      debug: (...args) => ctx.log.debug({ args }, 'graphql'),
      info: (...args) => ctx.log.info({ args }, 'graphql'),
      warn: (...args) => ctx.log.warn({ args }, 'graphql'),
      error: (...args) => ctx.log.error({ args }, 'graphql'),
    },
    plugins: [limits],
    context: ({ auth, signal }) => graphqlContext(ctx, auth, signal),
  });
}

/** The Fastify request as a Fetch request for Yoga (Fastify already parsed and limited the JSON body). */
function fetchRequestOf(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method === 'POST';
  if (hasBody && typeof request.body !== 'string') headers.set('content-type', 'application/json');
  const body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
  return new Request(`http://localhost${request.url}`, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body } : {}),
  });
}

/** A streamed answer's chunks (Yoga's body may be its own ReadableStream class, not Node's). */
async function* chunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function answer(yoga: GraphqlYoga, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const controller = new AbortController();
  // Only a caller who went away before the answer ended cancels the operation (a closed, finished answer does not).
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  try {
    const response = await yoga.fetch(fetchRequestOf(request, controller.signal), {
      auth: request.auth,
      signal: controller.signal,
    });
    reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    const type = response.headers.get('content-type') ?? '';
    if (response.body && (type.includes('event-stream') || type.includes('multipart'))) {
      return reply.send(Readable.from(chunks(response.body)));
    }
    return reply.send(await response.text());
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    // The caller went away (a list left before its totals came): nobody to answer, nothing failed here.
    request.log.debug({ err: error }, 'graphql request abandoned by the caller');
    reply.hijack();
    return reply;
  }
}

/**
 * GraphQL at /graphql (billing.md §7 transactions; graphql-yoga + Pothos): GET and POST over
 * HTTP, subscriptions over WebSocket (graphql-ws) on the same path, behind the same session
 * cookie, CSRF token (session-hooks.ts) and permission checks as the REST API (decision 016).
 * The subscriptions' changes come from PostgreSQL notifications, whichever process wrote them
 * (decision 020).
 */
export async function registerGraphql(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const yoga = createGraphqlYoga(ctx);
  app.decorate('transactionFeed', transactionFeed(ctx));
  // Listening before the app answers: a change committed by any process from now on reaches this one.
  const stopRelay = await relayTransactionChanges(ctx);
  app.addHook('onClose', () => stopRelay());
  app.decorate('chatFeed', chatFeed(ctx));
  const stopChatRelay = await relayChatNotices(ctx);
  app.addHook('onClose', () => stopChatRelay());
  app.route({
    method: ['GET', 'POST'],
    url: GRAPHQL_PATH,
    schema: { hide: true },
    handler: (request, reply) => answer(yoga, request, reply),
  });
  registerGraphqlWebSocket(app, ctx, yoga);
}
