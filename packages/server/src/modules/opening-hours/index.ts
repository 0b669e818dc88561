/**
 * A company's opening hours (platform.md §4; decision 064): the settings routes, and for the
 * modules that take outside requests (forms now, visitor chat later) whether a switch accepts.
 */
export { registerOpeningHoursRoutes } from './opening-hours.routes';
export { configOf } from './opening-hours.service';
export { acceptsFormResponses, closedForForms, publicFormOpening, stateOf, type OpeningConfig } from './opening-view';
