/** Releases, the changelog and the company web config's minVersion (decision 055). */
export { registerReleaseRoutes } from './releases.routes';
export { companyMinVersion } from './releases.repository';
