import type { FastifyInstance } from 'fastify';

/** The parts of the OpenAPI document the input sweeps read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
export interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every operation of the server's OpenAPI document (/api/openapi.json). */
export async function openApiOperations(
  app: FastifyInstance,
): Promise<{ method: Method; path: string; operation: Operation }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      operation,
    })),
  );
}
