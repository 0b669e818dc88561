import { events } from '@honora/db';
import { and, inArray, or, eq, type SQL } from 'drizzle-orm';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';

/**
 * Which events a request may see (decision 015): the visible companies of the session (the
 * selected one, its filiais for a matriz manager, at most 10 when a search names them), and,
 * for members who only have the "own" actions (anesthetists, residents), only the events in
 * which they are the anesthetist, the secondary or third anesthetist, or the resident.
 * Row-level security (withTenant) is the second wall.
 */
export function eventScope(
  auth: AuthSession,
  access: RequestAccess,
  companyIds: readonly string[] = access.companyIds,
): SQL {
  const inCompanies = inArray(events.companyId, [...companyIds]);
  if (!access.ownerOnly) return inCompanies;
  return and(inCompanies, ownEvent(auth.userId))!;
}

/** The user takes part in the event as one of its anesthetists or its resident. */
export function ownEvent(userId: string): SQL {
  return or(
    eq(events.anesthetistId, userId),
    eq(events.secondaryAnesthetistId, userId),
    eq(events.thirdAnesthetistId, userId),
    eq(events.residentId, userId),
  )!;
}

/** The same rule for one loaded event (writeOwn: an anesthetist changes only their own events). */
export function isOwnEvent(
  userId: string,
  event: {
    anesthetistId: string | null;
    secondaryAnesthetistId: string | null;
    thirdAnesthetistId: string | null;
    residentId: string | null;
  },
): boolean {
  return [event.anesthetistId, event.secondaryAnesthetistId, event.thirdAnesthetistId, event.residentId].includes(
    userId,
  );
}
