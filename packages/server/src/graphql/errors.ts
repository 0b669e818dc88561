import { messages } from '@honora/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { AppError } from '../errors';

/**
 * GraphQL errors are made with Yoga's `createGraphQLError` and recognised by name, not with
 * `instanceof`: graphql ships CommonJS and ESM copies, and a tool that loads both (vitest) would
 * otherwise see two GraphQLError classes.
 */
export const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

export const graphqlError = createGraphQLError;

/**
 * The GraphQL side of the one error map (http/error-handler.ts): an AppError becomes a GraphQL
 * error with its pt-BR message and `extensions.code` (plus `fields` and `params` when it has
 * them); errors GraphQL itself raises (syntax, validation, limits) pass as they are; anything
 * else is logged and answered as 'unknown' without internals, in development too.
 */
export function maskError(log: FastifyBaseLogger) {
  return (error: unknown): Error => {
    const original = isGraphQLError(error) ? error.originalError : error;
    const located = isGraphQLError(error) ? { nodes: error.nodes, path: error.path } : {};
    if (original instanceof AppError) {
      return createGraphQLError(original.message, {
        ...located,
        extensions: {
          code: original.code,
          ...(original.fields ? { fields: original.fields } : {}),
          ...(original.options.params ? { params: original.options.params } : {}),
        },
      });
    }
    if (isGraphQLError(error) && !original) return error;
    if (isGraphQLError(error) && isGraphQLError(original)) {
      return createGraphQLError(original.message, { ...located, extensions: original.extensions });
    }
    log.error({ err: original }, 'graphql: unhandled error');
    return createGraphQLError(messages.errors.unknown, { ...located, extensions: { code: 'unknown' } });
  };
}
