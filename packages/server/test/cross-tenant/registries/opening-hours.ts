import { companyOpeningHours, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

/** A period no attacker sets: its times must never show in another company's answer. */
const SECRET_START = '03:17';
const SECRET_END = '04:41';
const week = () => Array.from({ length: 7 }, () => [] as { start: string; end: string }[]);
const switches = { delivery: true, onSite: true, takeout: true };

/**
 * Cross-tenant cases of the opening hours (decision 064): the routes work on the session's own
 * company only, so another company's session reads and writes its own row, never the victim's.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/company/opening-hours',
    method: 'GET',
    url: () => '/api/company/opening-hours',
    refusedWith: [200],
  },
  {
    operation: 'PUT /api/company/opening-hours',
    method: 'PUT',
    url: () => '/api/company/opening-hours',
    body: () => ({ hours: week(), switches }),
    refusedWith: [200],
  },
  {
    operation: 'PUT /api/company/opening-hours/lock',
    method: 'PUT',
    url: () => '/api/company/opening-hours/lock',
    body: () => ({ switch: 'takeout', lock: null }),
    refusedWith: [200],
  },
];

export const openingHoursArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const hours = week();
      hours[2] = [{ start: SECRET_START, end: SECRET_END }];
      await tx.insert(companyOpeningHours).values({ companyId: victim.companyId, hours });
      return { records: {}, secrets: [SECRET_START, SECRET_END] };
    }),
  cases,
};
