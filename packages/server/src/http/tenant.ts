import type { Actor } from '@honora/db';
import { actorOf } from './actor';
import type { AuthSession } from './auth-context';
import type { RequestAccess } from './guard';

/** What withTenant needs for a request: who writes, and which companies row-level security lets it see. */
export interface TenantScope {
  actor: Actor;
  companyIds: readonly string[];
}

export function tenantOf(auth: AuthSession, access: RequestAccess): TenantScope {
  return { actor: actorOf(auth), companyIds: access.companyIds };
}
