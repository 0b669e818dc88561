import { accountRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { getOwnProfile, updateOwnProfile } from './profile.service';

const ownAccount = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY', 'ADMIN'],
  permission: { module: 'account', action },
});

export function registerAccountRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(accountRoutes.profile, ownAccount('read'), ({ auth }) => getOwnProfile(ctx, auth));
  routes.protected(accountRoutes.updateProfile, ownAccount('write'), ({ auth, body }) =>
    updateOwnProfile(ctx, auth, body),
  );
}
