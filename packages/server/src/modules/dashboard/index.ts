export { figuresOf, productionFigures } from './dashboard-figures';
export type { FigureNames } from './dashboard-figures';
export { namesOf } from './dashboard.repository';
export type { FigureRow } from './dashboard.repository';
export { registerDashboardRoutes } from './dashboard.routes';
