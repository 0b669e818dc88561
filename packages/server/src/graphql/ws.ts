import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { messages } from '@honora/contract';
import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs } from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppContext } from '../context';
import { SESSION_COOKIE } from '../http/session-hooks';
import { loadSession } from '../modules/auth/session.service';
import { graphqlError, isGraphQLError } from './errors';
import type { GraphqlYoga } from './graphql';

/** Operations one socket may run at once (each subscription holds a feed listener). */
const MAX_OPERATIONS_PER_SOCKET = 20;
/** A GraphQL message on the socket is as large as an HTTP body may be. */
const MAX_PAYLOAD = 1_048_576;

interface Enveloped {
  execute: (args: ExecutionArgs) => OperationResult;
  subscribe: (args: ExecutionArgs) => OperationResult;
}

/**
 * The browser sends Origin on every WebSocket: only the app's own origin (APP_URL, or the host
 * the request was made to) may open one with the user's cookie — the WebSocket's stand-in for
 * the CSRF token. Clients that are not browsers send none and cannot ride a user's cookie.
 */
export function isAllowedOrigin(request: IncomingMessage, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(appUrl).origin || url.host === request.headers.host;
  } catch {
    return false;
  }
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * Subscriptions (and any operation) over WebSocket at /graphql with graphql-ws: the HTTP
 * upgrade is checked for its origin; each operation reloads the session from the upgrade's
 * cookie (a signed-out session stops working at its next operation) and runs through Yoga's
 * envelope — the same schema, limits, guard and error mask as HTTP.
 */
export function registerGraphqlWebSocket(app: FastifyInstance, ctx: AppContext, yoga: GraphqlYoga): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  const closing = new WeakMap<WebSocket, AbortController>();

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/graphql') return refuse(socket, '404 Not Found');
    if (!isAllowedOrigin(request, ctx.config.appUrl)) return refuse(socket, '403 Forbidden');
    wss.handleUpgrade(request, socket, head, (ws) => {
      const controller = new AbortController();
      closing.set(ws, controller);
      ws.once('close', () => controller.abort());
      wss.emit('connection', ws, request);
    });
  });

  const server = useServer(
    {
      isProd: true,
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      onSubscribe: async (wsContext, _id, payload) => {
        if (Object.keys(wsContext.subscriptions).length >= MAX_OPERATIONS_PER_SOCKET) {
          return [graphqlError(messages.errors.exhaustedAttempts, { extensions: { code: 'exhaustedAttempts' } })];
        }
        const cookies = app.parseCookie(wsContext.extra.request.headers.cookie ?? '');
        const token = cookies[SESSION_COOKIE];
        const auth = token ? await loadSession(ctx, token) : null;
        const signal = closing.get(wsContext.extra.socket)?.signal ?? new AbortController().signal;
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          auth,
          signal,
          params: payload,
        });
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [isGraphQLError(error) ? error : graphqlError(messages.errors.inputError)];
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        const rootValue: Enveloped = { execute, subscribe };
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue,
        };
      },
    },
    wss,
  );

  app.addHook('preClose', async () => {
    await server.dispose();
  });
}
