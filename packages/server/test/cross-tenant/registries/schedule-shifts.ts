import { scheduleShifts, systemActor, withActor, workplaces } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_SHIFT = 'Turno Sigiloso da Vítima';
const SECRET_PLACE = 'Unidade Reservada da Vítima';
const BASE = '/api/schedule-shifts';

type Records = { records: Record<string, string> };
const plain = () => ({ name: 'Invasão', start: '07:00', end: '19:00', slotCategory: 'PLANTAO' });
/** The attacker's own shift naming the victim's workplace: refused under the field, never linked. */
const withVictimPlace = (v: Records) => ({ ...plain(), workplaceId: v.records.shiftWorkplaceId });
const url = (v: Records) => `${BASE}/${v.records.scheduleShiftId}`;

/**
 * Cross-tenant cases of the shift templates (platform.md §2 client hours; decision 042): every
 * operation against the victim's shift, and shifts that name the victim's workplace.
 */
export const scheduleShiftArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [place] = await tx
        .insert(workplaces)
        .values({ companyId, name: SECRET_PLACE })
        .returning({ id: workplaces.id });
      const [shift] = await tx
        .insert(scheduleShifts)
        .values({
          companyId,
          name: SECRET_SHIFT,
          startMinute: 420,
          endMinute: 1140,
          slotCategory: 'PLANTAO',
          workplaceId: place!.id,
          valuePerHour: '987.65',
        })
        .returning({ id: scheduleShifts.id });
      return {
        records: { scheduleShiftId: shift!.id, shiftWorkplaceId: place!.id },
        secrets: [SECRET_SHIFT, SECRET_PLACE, '987.65'],
      };
    }),
  cases: [
    { operation: `GET ${BASE}`, method: 'GET', url: () => `${BASE}?active=all`, refusedWith: [200] },
    {
      operation: `GET ${BASE}`,
      method: 'GET',
      url: () => `${BASE}?updatedSince=1970-01-01T00:00:00Z`,
      refusedWith: [200],
    },
    { operation: `GET ${BASE}/export`, method: 'GET', url: () => `${BASE}/export?active=all`, refusedWith: [200] },
    { operation: `GET ${BASE}/workplaces`, method: 'GET', url: () => `${BASE}/workplaces`, refusedWith: [200] },
    { operation: `GET ${BASE}/{id}`, method: 'GET', url, refusedWith: [404] },
    { operation: `POST ${BASE}`, method: 'POST', url: () => BASE, body: withVictimPlace, refusedWith: [400] },
    { operation: `PUT ${BASE}/{id}`, method: 'PUT', url, body: plain, refusedWith: [404] },
    { operation: `DELETE ${BASE}/{id}`, method: 'DELETE', url, refusedWith: [404] },
    { operation: `POST ${BASE}/{id}/restore`, method: 'POST', url: (v) => `${url(v)}/restore`, refusedWith: [404] },
  ] satisfies CrossTenantCase[],
};
