import { addMember, createUser } from '@honora/db/testing';
import {
  scheduleDemandApplications,
  scheduleDemands,
  scheduleLines,
  scheduleShifts,
  systemActor,
  withActor,
  workplaces,
} from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_PLACE = 'Hospital da Demanda Sigilosa';
const SECRET_SHIFT = 'Turno da Demanda Sigilosa';
const SECRET_DESCRIPTION = 'Cobertura sigilosa pedida à vítima';
const SECRET_DOCTOR = 'Doutora Sigilosa das Demandas';
const BASE = '/api/demands';
const APPS = '/api/demand-applications';

type Records = { records: Record<string, string> };
/** A demand naming the victim's workplace and shift: refused under the fields, never linked to them. */
const demandBody = (v: Records) => ({
  workplaceId: v.records.demandWorkplaceId,
  shiftId: v.records.demandShiftId,
  startsOn: '2099-01-10',
  endsOn: '2099-01-12',
  doctorsNeeded: 1,
  priority: 'HIGH',
});
const demandUrl = (v: Records) => `${BASE}/${v.records.demandId}`;
const applicationUrl = (action: string) => (v: Records) => `${APPS}/${v.records.demandApplicationId}/${action}`;

/**
 * Cross-tenant cases of the demands (platform.md §2 Demands; decision 049): the attacker's lists
 * never show the victim's demands, offers, workplaces nor doctors; the victim's demand and its
 * applications are not found by id, to read, change, close, cancel, apply to, withdraw, assign
 * or decline; a demand naming the victim's workplace and shift is refused.
 */
export const demandArea: RegistryArea = {
  seed: async (db, victim) => {
    const user = await createUser(db, { email: 'doutora.demandas@vitima.dev', name: SECRET_DOCTOR, sigla: 'DSD' });
    await addMember(db, { companyId: victim.companyId, userId: user.id, profiles: ['b'], userTypes: ['KAnesthetist'] });
    return withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [place] = await tx.insert(workplaces).values({ companyId, name: SECRET_PLACE }).returning();
      const [shift] = await tx
        .insert(scheduleShifts)
        .values({ companyId, name: SECRET_SHIFT, startMinute: 420, endMinute: 780, slotCategory: 'PLANTAO' })
        .returning();
      const [line] = await tx
        .insert(scheduleLines)
        .values({ companyId, workplaceId: place!.id, shiftId: shift!.id, positions: 3 })
        .returning();
      const [demand] = await tx
        .insert(scheduleDemands)
        .values({
          companyId,
          workplaceId: place!.id,
          shiftId: shift!.id,
          lineId: line!.id,
          startsOn: '2099-01-10',
          endsOn: '2099-01-20',
          doctorsNeeded: 3,
          priority: 'URGENT',
          description: SECRET_DESCRIPTION,
        })
        .returning();
      const [application] = await tx
        .insert(scheduleDemandApplications)
        .values({ companyId, demandId: demand!.id, doctorId: user.id, day: '2099-01-11' })
        .returning();
      return {
        records: {
          demandId: demand!.id,
          demandApplicationId: application!.id,
          demandWorkplaceId: place!.id,
          demandShiftId: shift!.id,
        },
        secrets: [SECRET_PLACE, SECRET_SHIFT, SECRET_DESCRIPTION, SECRET_DOCTOR, 'doutora.demandas@vitima.dev'],
      };
    });
  },
  cases: [
    { operation: `GET ${BASE}`, method: 'GET', url: () => `${BASE}?from=2099-01-01&to=2099-12-31`, refusedWith: [200] },
    { operation: `GET ${BASE}/options`, method: 'GET', url: () => `${BASE}/options`, refusedWith: [200] },
    { operation: `GET ${BASE}/open`, method: 'GET', url: () => `${BASE}/open`, refusedWith: [200] },
    { operation: `GET ${BASE}/{id}`, method: 'GET', url: demandUrl, refusedWith: [404] },
    { operation: `POST ${BASE}`, method: 'POST', url: () => BASE, body: demandBody, refusedWith: [400] },
    { operation: `PUT ${BASE}/{id}`, method: 'PUT', url: demandUrl, body: demandBody, refusedWith: [404] },
    {
      operation: `POST ${BASE}/{id}/close`,
      method: 'POST',
      url: (v: Records) => `${demandUrl(v)}/close`,
      refusedWith: [404],
    },
    {
      operation: `POST ${BASE}/{id}/cancel`,
      method: 'POST',
      url: (v: Records) => `${demandUrl(v)}/cancel`,
      refusedWith: [404],
    },
    {
      operation: `POST ${BASE}/{id}/applications`,
      method: 'POST',
      url: (v: Records) => `${demandUrl(v)}/applications`,
      body: () => ({ days: ['2099-01-12'] }),
      refusedWith: [404],
    },
    ...(['withdraw', 'assign', 'decline'] as const).map((action) => ({
      operation: `POST ${APPS}/{id}/${action}`,
      method: 'POST' as const,
      url: applicationUrl(action),
      refusedWith: [404],
    })),
  ] satisfies CrossTenantCase[],
};
