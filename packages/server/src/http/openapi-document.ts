import { errorResponseSchema, messages } from '@honora/contract';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { CSV_KEYWORD, inputJsonSchema, outputJsonSchema } from './openapi-json-schema';

/**
 * How @fastify/swagger turns the bound routes (bind-route.ts, route-answers.ts) into the OpenAPI
 * 3.1 document: input schemas through openapi-json-schema.ts, every error answer as a reference
 * to the one ErrorResponse component, files as binary strings of their content types, and the
 * comma-separated query lists with their serialization style.
 */

type Json = Record<string, unknown>;
type ZodAny = z.core.$ZodType;

/** The rules every operation shares, said once. */
export const API_DESCRIPTION = [
  messages.ui.appName,
  '',
  '- Textos: nenhum pode conter o caractere NUL (U+0000); os aparados (trim) têm seus limites contados depois de aparados.',
  '- Tamanhos de texto são contados em unidades UTF-16: um caractere além de U+FFFF (um emoji) conta 2, embora o JSON Schema conte 1.',
  '- Erros têm sempre o corpo ErrorResponse (`code`, `message` em português, `fields` com o caminho de cada campo recusado).',
  '- Um caminho conhecido pedido com um método que ele não tem responde 405 com o cabeçalho Allow.',
  '- Regras que o JSON Schema não expressa (dígitos verificadores, combinações de campos) estão na descrição do campo.',
].join('\n');

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

const isZod = (value: unknown): value is ZodAny => value instanceof z.core.$ZodType;

function answerSchema(schema: ZodAny): Json {
  if (schema === errorResponseSchema) return ERROR_REF;
  if ((schema._zod.def as { type: string }).type === 'file') return { type: 'string', format: 'binary' };
  return outputJsonSchema(schema);
}

function withHeaders(status: string, answer: Json): Json {
  const code = Number(status);
  if (code >= 300 && code < 400)
    return { ...answer, headers: { Location: { type: 'string', description: 'Para onde ir' } } };
  if (code === 429)
    return {
      ...answer,
      headers: { 'Retry-After': { type: 'integer', description: 'Segundos até poder tentar de novo' } },
    };
  return answer;
}

function documentAnswer(status: string, answer: unknown): unknown {
  if (isZod(answer)) return withHeaders(status, answerSchema(answer));
  const { description, content } = answer as { description?: string; content?: Record<string, { schema: unknown }> };
  const documented = Object.fromEntries(
    Object.entries(content ?? {}).map(([type, media]) => [
      type,
      { schema: isZod(media.schema) ? answerSchema(media.schema) : media.schema },
    ]),
  );
  return withHeaders(status, { ...(description ? { description } : {}), content: documented });
}

interface RouteSchema {
  hide?: boolean;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The per-route transform: zod input and answers as the document's JSON Schema. */
export const transformRouteSchema: NonNullable<FastifyDynamicSwaggerOptions['transform']> = ({ schema, url }) => {
  const routeSchema = schema as RouteSchema | undefined;
  if (!routeSchema) return { schema: routeSchema as never, url };
  if (routeSchema.hide) return { schema: { hide: true }, url };
  const { response, ...rest } = routeSchema;
  const transformed: Json = {};
  for (const [key, value] of Object.entries(rest)) {
    transformed[key] =
      ['body', 'querystring', 'params', 'headers'].includes(key) && isZod(value) ? inputJsonSchema(value) : value;
  }
  if (response) {
    transformed.response = Object.fromEntries(
      Object.entries(response).map(([status, answer]) => [status, documentAnswer(status, answer)]),
    );
  }
  return { schema: transformed as never, url };
};

interface Parameter {
  in: string;
  schema?: Json;
  style?: string;
  explode?: boolean;
}
type OpenApiObject = { paths?: Record<string, Record<string, { parameters?: Parameter[] }>> };

/** The document step: a comma-separated list parameter says so (style form, explode false). */
export const transformDocument: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (documentObject) => {
  const document = (
    'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
  ) as OpenApiObject;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.schema?.[CSV_KEYWORD]) continue;
        delete parameter.schema[CSV_KEYWORD];
        parameter.style = 'form';
        parameter.explode = false;
      }
    }
  }
  return document as never;
};

/** The one error body (error-handler.ts), a component every error answer refers to. */
export const errorResponseComponent = outputJsonSchema(errorResponseSchema);
