import { surgeonRoutes, messages } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { registerRegistryRoutes } from '../../registry';
import { createSurgeon, surgeonRegistry, updateSurgeon } from './surgeons.service';

/** Routes of the surgeons registry (billing.md §2 surgeons/{id}). */
export function registerSurgeonRoutes(routes: RouteBinder, ctx: AppContext): void {
  registerRegistryRoutes(routes, ctx, surgeonRegistry, {
    routes: surgeonRoutes,
    module: 'surgeons',
    exportFileName: messages.screens.surgeons.exportFileName,
    create: createSurgeon,
    update: updateSurgeon,
  });
}
