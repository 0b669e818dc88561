/** Appeals (recursos de glosa): the routes; other modules have no need of their internals. */
export { registerAppealRoutes } from './appeals.routes';
export { registerAppealFileRoutes } from './appeal-files.routes';
