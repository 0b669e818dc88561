import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Routes of the hospitals registry (issue 4). */
export function registerHospitalRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
