import { routeKey, type RoutePermissions } from './bind-route';

type OpenApiDocument = { paths?: Record<string, Record<string, Record<string, unknown>>> };

/** `/api/items/{id}` (OpenAPI) → `/api/items/:id` (Fastify), to find the route's permission. */
function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Marks every operation with what it requires: `x-permission: {module, action}` or
 * `x-public: true`. A copy: the cached document of @fastify/swagger is left untouched.
 */
export function withPermissions(document: unknown, permissions: RoutePermissions): unknown {
  const doc = structuredClone(document) as OpenApiDocument;
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const permission = permissions.get(routeKey(method, fastifyPath(path)));
      if (permission === 'public') operation['x-public'] = true;
      else if (permission) operation['x-permission'] = { module: permission.module, action: permission.action };
    }
  }
  return doc;
}
