import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Routes of the patients registry (issue 4). */
export function registerPatientRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
