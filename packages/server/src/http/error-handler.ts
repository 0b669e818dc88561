import { messageForCode, messages, msg, type ErrorResponse, type FieldError } from '@honora/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, localized, statusOfCode } from '../errors';

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || '';
}

/** PostgreSQL numeric_value_out_of_range (22003), as node-postgres or PGlite (wrapped by Drizzle) report it. */
function isNumericOverflow(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '22003') return true;
    e = e.cause as typeof e;
  }
  return false;
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods an /api path answers to (empty when no route has that path). */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/api/')) return [];
  return HTTP_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/**
 * Validation issues → 400 inputError with field paths; AppError → its status; anything else →
 * 500 without internals. A 429 (throttling) says when to try again (Retry-After: the throttle's
 * window, `retryAfterSeconds`); a known path asked with a method it does not have → 405 + Allow.
 */
export function registerErrorHandler(app: FastifyInstance, options: { retryAfterSeconds: number }): void {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(options.retryAfterSeconds));
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, statusOfCode[error.code], {
        code: error.code,
        message: error.message,
        ...(error.messageKey ? { messageKey: error.messageKey } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.options.params ? { params: error.options.params } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field, the first that failed (platform.md §5: maxErrors defaults to 1).
      const fields: FieldError[] = [];
      for (const issue of error.validation) {
        const path = fieldPath(issue.instancePath, error.validationContext);
        // A body that is no object at all fails as a whole: zod's own (English) words are not shown.
        const whole = (issue.instancePath === '' || issue.instancePath === '/') && error.validationContext === 'body';
        const message = whole ? messages.validation.bodyObject : (issue.message ?? messages.errors.inputError);
        if (!fields.some((f) => f.path === path)) fields.push({ path, message });
      }
      return send(reply, 400, { code: 'inputError', message: messages.errors.inputError, fields });
    }
    if (isNumericOverflow(error)) {
      // A value (or a sum of values) beyond what its column stores: the input's fault, never a 500.
      return send(reply, 400, { code: 'inputError', ...localized(msg(messages.validation, 'valueTooLarge')) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, …: the client's input.
      const code = status === 429 ? 'auth/too-many-requests' : status === 404 ? 'notFound' : 'inputError';
      if (status === 413) return send(reply, status, { code, ...localized(msg(messages.errors, 'bodyTooLarge')) });
      return send(reply, status, { code, message: messageForCode(code) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'unknown', message: messages.errors.unknown });
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return send(reply, 405, { code: 'inputError', ...localized(msg(messages.errors, 'methodNotAllowed')) });
    }
    request.log.debug({ url: request.url }, 'not found');
    return send(reply, 404, { code: 'notFound', message: messages.errors.notFound });
  });
}
