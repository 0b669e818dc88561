import { hospitalRoutes, messages } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { registerRegistryRoutes } from '../../registry';
import { createHospital, hospitalRegistry, updateHospital } from './hospitals.service';

/** Routes of the hospitals registry (billing.md §2 hospitals/{id}). */
export function registerHospitalRoutes(routes: RouteBinder, ctx: AppContext): void {
  registerRegistryRoutes(routes, ctx, hospitalRegistry, {
    routes: hospitalRoutes,
    module: 'hospitals',
    exportFileName: messages.screens.hospitals.exportFileName,
    create: createHospital,
    update: updateHospital,
  });
}
