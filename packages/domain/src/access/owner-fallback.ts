import type { PermissionAction } from './permissions';

/**
 * The owner-only action a module action falls back to (platform.md §6: "a module action check
 * can fall back to a second action, optionally only for the record's owner"): list → listOwn,
 * read → readOwn, write → writeOwn. Other actions have none.
 */
const ownerFallbacks: Partial<Record<PermissionAction, PermissionAction>> = {
  list: 'listOwn',
  read: 'readOwn',
  write: 'writeOwn',
};

export function ownerFallbackOf(action: PermissionAction): PermissionAction | undefined {
  return ownerFallbacks[action];
}
