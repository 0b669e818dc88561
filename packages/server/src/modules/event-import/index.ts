export { registerEventImportRoutes } from './event-import.routes';
