/**
 * The regions registry (platform.md §1 regions; decision 063): groups of states and cities that
 * filter the admin map and the admin reports.
 */
export { registerRegionRoutes } from './regions.routes';
export { regionFilter } from './regions.service';
