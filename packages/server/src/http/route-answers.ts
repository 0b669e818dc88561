import { errorResponseSchema, type ErrorStatus, type RouteDef } from '@honora/contract';
import { z } from 'zod';
import type { RouteAccess } from './bind-route';

/**
 * Every answer an operation can give, as its Fastify response schema: the 200 (JSON, a file,
 * or a redirect) and the error statuses, each with the one error body (error-handler.ts), so
 * the OpenAPI document lists them and errors are serialized by the same schema.
 *
 * The error statuses follow from the route's shape, not from a list per route:
 * - 400 inputError: it takes input (body, query, path) or a body (a mutation: malformed JSON);
 * - 401 notLogged and 403 permissionDenied/otherUser: it needs a session (guard.ts);
 * - 403 csrfError, 413 body too large, 415 not JSON: a mutation (session-hooks.ts, Fastify);
 * - 404 notFound: it names a record in its path, or (with a session) in its body or query;
 * - 409 companyRequired: it works in the selected company; statusError (a state or version
 *   conflict, a duplicate): it changes something with a session;
 * - 429 with Retry-After: sign-in throttling (`isThrottled`);
 * - 500 unknown: any operation, never with internals;
 * plus what the route adds for its service (`errorStatuses`).
 */

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Entrada inválida (inputError): `fields` nomeia cada campo recusado',
  401: 'Sem sessão válida (notLogged) ou credenciais erradas',
  402: 'Pagamento recusado (paymentError)',
  403: 'Sem permissão (permissionDenied, com o módulo e a ação em `params`), de outro usuário (otherUser) ou sem o token CSRF (csrfError)',
  404: 'Registro não encontrado (notFound), ou de outra empresa',
  408: 'Tempo esgotado (timeOver)',
  409: 'Conflito de estado (statusError, versão desatualizada) ou empresa não selecionada (companyRequired)',
  413: 'Corpo maior que o limite da operação',
  415: 'Tipo de conteúdo não aceito (o corpo deve ser JSON)',
  429: 'Tentativas demais (auth/too-many-requests): tente de novo depois de Retry-After segundos',
  500: 'Erro inesperado (unknown), sem detalhes internos',
  502: 'Um sistema externo não respondeu, falhou ou recusou o token (integrationUnavailable)',
  503: 'Serviço indisponível (e-mail ou SMS não configurado, ou um sistema externo sobrecarregado: integrationBusy)',
};

const isMutation = (route: RouteDef) => route.method !== 'GET';

/** The error statuses of one bound route (see above); `access` is null for a public route. */
export function errorStatusesOf(route: RouteDef, access: RouteAccess | null): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.errorStatuses ?? []);
  if (route.body || route.querystring || route.params || isMutation(route)) statuses.add(400);
  if (access) statuses.add(401).add(403);
  if (isMutation(route)) statuses.add(403).add(413).add(415);
  if (route.params || (access && (route.body || route.querystring))) statuses.add(404);
  if (access?.needsCompany || (access && isMutation(route))) statuses.add(409);
  if (route.isThrottled) statuses.add(429);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

/** A file answer: bytes of one of the declared content types. */
const fileSchema = z.file();

function successAnswer(route: RouteDef): Record<number, unknown> {
  // The redirect's own schema says it has no body (the document shows its Location header).
  if (route.redirect) return { [route.redirect]: route.response };
  // A long operation may answer the job that does it instead (an export over EXPORT_JOB_ROWS rows).
  const accepted = route.accepted ? { 202: route.accepted } : {};
  if (route.fileTypes) {
    return {
      200: {
        description: 'O arquivo (download, com Content-Disposition)',
        content: Object.fromEntries(route.fileTypes.map((type) => [type, { schema: fileSchema }])),
      },
      ...accepted,
    };
  }
  return { 200: route.response, ...accepted };
}

/** The response schemas of a bound route, by status. */
export function routeAnswers(route: RouteDef, access: RouteAccess | null): Record<number, unknown> {
  const answers = successAnswer(route);
  for (const status of errorStatusesOf(route, access)) {
    answers[status] = {
      description: DESCRIPTIONS[status],
      content: { 'application/json': { schema: errorResponseSchema } },
    };
  }
  return answers;
}

/** The media type of a Content-Type header ("application/xml; charset=…" → "application/xml"). */
export const mediaTypeOf = (contentType: unknown) =>
  String(contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
