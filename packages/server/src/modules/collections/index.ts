/** Collections (cobranças): the routes; other modules have no need of their internals. */
export { registerCollectionRoutes } from './collections.routes';
