import { messageForCode, messages, type ErrorResponse, type FieldError } from '@honora/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, statusOfCode } from '../errors';

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || '';
}

/** Validation issues → 400 inputError with field paths; AppError → its status; anything else → 500 without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, statusOfCode[error.code], {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.options.params ? { params: error.options.params } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field, the first that failed (platform.md §5: maxErrors defaults to 1).
      const fields: FieldError[] = [];
      for (const issue of error.validation) {
        const path = fieldPath(issue.instancePath, error.validationContext);
        if (!fields.some((f) => f.path === path))
          fields.push({ path, message: issue.message ?? messages.errors.inputError });
      }
      return send(reply, 400, { code: 'inputError', message: messages.errors.inputError, fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, …: the client's input.
      const code = status === 429 ? 'auth/too-many-requests' : status === 404 ? 'notFound' : 'inputError';
      return send(reply, status, { code, message: messageForCode(code) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'unknown', message: messages.errors.unknown });
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.debug({ url: request.url }, 'not found');
    return send(reply, 404, { code: 'notFound', message: messages.errors.notFound });
  });
}
