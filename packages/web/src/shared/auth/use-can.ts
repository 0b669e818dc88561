import type { SessionView } from '@honora/contract';
import { grantsAllow, hasGrant, withOwnerFallback, type CompanyModule, type PermissionAction } from '@honora/domain';
import { useCallback } from 'react';
import { useSession } from './auth-store';

export type Can = (module: CompanyModule, action: PermissionAction) => boolean;

/** Whether the session may do the action of the module in its company (session.permissions). */
export function canIn(session: SessionView | null, module: CompanyModule, action: PermissionAction): boolean {
  return session !== null && hasGrant(session.permissions, { module, action });
}

/**
 * The one `can(module, action)` of the web: screens hide or disable what the user may not do.
 * The server stays the authority — it answers 403 permissionDenied whatever the screen shows.
 */
export function useCan(): Can {
  const session = useSession();
  return useCallback((module, action) => canIn(session, module, action), [session]);
}

/**
 * Whether the session may do the action on one record: the action itself, or — on its own
 * record — the owner-only action it falls back to (writeOwn for write, …), as the API decides
 * (platform.md §6).
 */
export function canOnRecord(
  session: SessionView | null,
  module: CompanyModule,
  action: PermissionAction,
  isOwner: boolean,
): boolean {
  if (session === null) return false;
  const permission = isOwner ? withOwnerFallback(module, action) : { module, action };
  return grantsAllow(session.permissions, permission);
}
