import { scheduleLines, scheduleShifts, systemActor, withActor, workplaces } from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_PLACE = 'Centro Obstétrico Sigiloso da Vítima';
const SECRET_SHIFT = 'Sobreaviso Sigiloso da Vítima';
/** Next month: every day of it is open to changes. */
const MONTH = addDays(`${zonedDay(Date.now()).slice(0, 7)}-28`, 7).slice(0, 7);
const BASE = `/api/on-call/months/${MONTH}/auto-roster`;

type Records = { records: Record<string, string> };

/**
 * Cross-tenant cases of the automatic fill (decision 046 "In the app"): the victim's line is
 * refused under the field both to a proposal and to an acceptance, and the attacker's own
 * proposal reads and places nothing of the victim (its open line stays the victim's secret).
 */
export const onCallAutoRosterArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [place] = await tx.insert(workplaces).values({ companyId, name: SECRET_PLACE }).returning();
      const [shift] = await tx
        .insert(scheduleShifts)
        .values({ companyId, name: SECRET_SHIFT, startMinute: 1140, endMinute: 420, slotCategory: 'SOBREAVISO' })
        .returning();
      const [line] = await tx
        .insert(scheduleLines)
        .values({ companyId, workplaceId: place!.id, shiftId: shift!.id, positions: 2 })
        .returning();
      return { records: { autoRosterLineId: line!.id }, secrets: [SECRET_PLACE, SECRET_SHIFT] };
    }),
  cases: [
    {
      operation: 'POST /api/on-call/months/{month}/auto-roster',
      method: 'POST',
      url: () => BASE,
      body: (v: Records) => ({ lineIds: [v.records.autoRosterLineId] }),
      refusedWith: [400],
    },
    // The attacker's own month: the proposal names none of the victim's lines, places nor doctors.
    {
      operation: 'POST /api/on-call/months/{month}/auto-roster',
      method: 'POST',
      url: () => BASE,
      body: () => ({}),
      refusedWith: [200, 409],
    },
    {
      operation: 'POST /api/on-call/months/{month}/auto-roster/accept',
      method: 'POST',
      url: () => `${BASE}/accept`,
      body: (v: Records & { userId: string }) => ({
        version: 0,
        placements: [{ lineId: v.records.autoRosterLineId, day: `${MONTH}-10`, position: 0, doctorId: v.userId }],
      }),
      refusedWith: [400],
    },
  ] satisfies CrossTenantCase[],
};
