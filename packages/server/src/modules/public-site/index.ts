/** The public site: /contact's messages, the clock and the connection test (decision 059). */
export { registerPublicSiteRoutes } from './public-site.routes';
