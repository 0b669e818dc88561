/** The hospitals' demands for cover, covered on the on-call roster's lines, and the doctors' applications (decision 049). */
export { registerDemandRoutes } from './demands.routes';
