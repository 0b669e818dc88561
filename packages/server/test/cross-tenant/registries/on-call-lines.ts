import { scheduleLines, scheduleSettings, scheduleShifts, systemActor, withActor, workplaces } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_PLACE = 'Unidade do Plantão da Vítima';
const SECRET_SHIFT = 'Turno do Plantão da Vítima';
const LINES = '/api/on-call/lines';
const SETTINGS = '/api/on-call/settings';

type Records = { records: Record<string, string> };
/** A line naming the victim's workplace and shift: refused under the fields, never linked. */
const victimPair = (v: Records) => ({
  workplaceId: v.records.onCallWorkplaceId,
  shiftId: v.records.onCallShiftId,
  positions: 2,
  onCallPercentage: '50',
});
const url = (v: Records) => `${LINES}/${v.records.onCallLineId}`;

/**
 * Cross-tenant cases of the on-call roster's lines and the schedule settings (platform.md §2
 * ConfigOnCallSchedule, scheduleConfig; decision 043): the victim's line changed or removed by
 * id, and lines that name the victim's workplace and shift. The settings have no id: an
 * attacker reads and saves only the settings of the company selected in the session.
 */
export const onCallLineArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [place] = await tx
        .insert(workplaces)
        .values({ companyId, name: SECRET_PLACE })
        .returning({ id: workplaces.id });
      const [shift] = await tx
        .insert(scheduleShifts)
        .values({ companyId, name: SECRET_SHIFT, startMinute: 1140, endMinute: 420, slotCategory: 'SOBREAVISO' })
        .returning({ id: scheduleShifts.id });
      const [line] = await tx
        .insert(scheduleLines)
        .values({ companyId, workplaceId: place!.id, shiftId: shift!.id, positions: 7, onCallPercentage: '97.31' })
        .returning({ id: scheduleLines.id });
      await tx.insert(scheduleSettings).values({ companyId, minRestMinutes: 2220, swapNeedsApproval: false });
      return {
        records: { onCallLineId: line!.id, onCallWorkplaceId: place!.id, onCallShiftId: shift!.id },
        secrets: [SECRET_PLACE, SECRET_SHIFT, '97.31'],
      };
    }),
  cases: [
    { operation: `GET ${LINES}`, method: 'GET', url: () => LINES, refusedWith: [200] },
    { operation: `GET ${LINES}/options`, method: 'GET', url: () => `${LINES}/options`, refusedWith: [200] },
    { operation: `POST ${LINES}`, method: 'POST', url: () => LINES, body: victimPair, refusedWith: [400] },
    { operation: `PUT ${LINES}/{id}`, method: 'PUT', url, body: victimPair, refusedWith: [404] },
    { operation: `DELETE ${LINES}/{id}`, method: 'DELETE', url, refusedWith: [404] },
    { operation: `GET ${SETTINGS}`, method: 'GET', url: () => SETTINGS, refusedWith: [200] },
    {
      // No id to aim with: the attacker saves its own company's settings, never the victim's.
      operation: `PUT ${SETTINGS}`,
      method: 'PUT',
      url: () => SETTINGS,
      body: () => ({ minRestHours: 1, swapNeedsApproval: true }),
      refusedWith: [200],
    },
  ] satisfies CrossTenantCase[],
};
