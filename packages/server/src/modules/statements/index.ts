/** Insurer statements (demonstrativos): the routes; other modules have no need of their internals. */
export { registerStatementRoutes } from './statements.routes';
