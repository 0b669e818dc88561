import { messages, msg } from '@honora/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../errors';

const v = messages.validation;

/** The path of the first string (value or key) holding a NUL character, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return at;
      const found = nulPath(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Query parameters that carry JSON text (GraphQL over GET: `?variables=` and `?extensions=`). */
const JSON_QUERY_PARAMS = ['variables', 'extensions'] as const;

/** A `\u0000` escape inside JSON text is a NUL once parsed: the JSON query parameters are read parsed. */
function jsonQueryNulPath(query: unknown): string | null {
  if (!query || typeof query !== 'object') return null;
  for (const name of JSON_QUERY_PARAMS) {
    const text = (query as Record<string, unknown>)[name];
    if (typeof text !== 'string' || !text.includes('\\u0000')) continue;
    try {
      const found = nulPath(JSON.parse(text), name);
      if (found !== null) return found;
    } catch {
      // Not JSON: the route refuses it as such.
    }
  }
  return null;
}

/** Where a request's input holds a NUL: its path, query, body (GraphQL variables included) or a header. */
export function findNulCharacter(
  request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'headers'>,
): string | null {
  for (const part of [request.params, request.query, request.body, request.headers]) {
    const found = nulPath(part, '');
    if (found !== null) return found;
  }
  return jsonQueryNulPath(request.query);
}

/** Refuses (400 inputError naming the field) a request whose input holds a NUL character. */
export function rejectNulCharacters(request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'headers'>): void {
  const field = findNulCharacter(request);
  if (field === null) return;
  throw new AppError('inputError', {
    fields: [fieldError(field, msg(v, 'nulCharacter'))],
    message: msg(v, 'nulCharacterIn', { field }),
  });
}

/**
 * No text may carry a NUL character (PostgreSQL cannot store U+0000 in text or jsonb). Contract
 * routes refuse it right after the session check, before validation (bind-route.ts); this hook
 * is the net for every other route (GraphQL's variables included), before any handler.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.checksNulCharacters) return;
    rejectNulCharacters(request);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route refuses NUL characters itself, before validation (bind-route.ts): the net skips it. */
    checksNulCharacters?: boolean;
  }
}
