import {
  scheduleExceptions,
  scheduleSettings,
  scheduleVacations,
  systemActor,
  withActor,
  workplaces,
} from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_PLACE = 'Hospital da Exceção da Vítima';
const SECRET_REASON = 'Reforma sigilosa do centro cirúrgico da vítima';
const SECRET_DOCTOR_REASON = 'Congresso sigiloso da vítima';
const SECRET_NOTES = 'Férias sigilosas da vítima';
const EXCEPTIONS = '/api/schedule-exceptions';
const VACATIONS = '/api/schedule-vacations';
/** Days well ahead: open to changes (platform.md §5 not in the past; §4 not in force). */
const START = addDays(zonedDay(Date.now()), 400);
const END = addDays(START, 3);

type Records = { records: Record<string, string> };
const exceptionUrl = (v: Records) => `${EXCEPTIONS}/${v.records.absenceExceptionId}`;
const vacationUrl = (v: Records) => `${VACATIONS}/${v.records.absenceVacationId}`;
/** A closing of the victim's workplace: refused under the field, never linked. */
const victimClosing = (v: Records) => ({
  kind: 'WORKPLACE',
  doctorId: null,
  workplaceId: v.records.absenceWorkplaceId,
  startsOn: START,
  endsOn: END,
  reason: 'Invasão',
});
/** A vacation of the victim's doctor. */
const victimVacation = (v: { userId: string }) => ({ doctorId: v.userId, startsOn: START, endsOn: END, notes: null });

/**
 * Cross-tenant cases of the work exceptions and vacations (platform.md §2 exceptionServices,
 * VacationConfig): the victim's records changed or removed by id, records that name the victim's
 * workplace or doctor, and the lists, which show only the attacker's company. The vacations' cap
 * has no id: an attacker saves only the cap of the company selected in the session.
 */
export const scheduleAbsenceArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [place] = await tx.insert(workplaces).values({ companyId, name: SECRET_PLACE }).returning();
      const [closing] = await tx
        .insert(scheduleExceptions)
        .values({
          companyId,
          kind: 'WORKPLACE',
          workplaceId: place!.id,
          startsOn: START,
          endsOn: END,
          reason: SECRET_REASON,
        })
        .returning();
      await tx.insert(scheduleExceptions).values({
        companyId,
        kind: 'DOCTOR',
        doctorId: victim.userId,
        startsOn: START,
        endsOn: END,
        reason: SECRET_DOCTOR_REASON,
      });
      const [vacation] = await tx
        .insert(scheduleVacations)
        .values({ companyId, doctorId: victim.userId, startsOn: START, endsOn: END, notes: SECRET_NOTES })
        .returning();
      await tx
        .insert(scheduleSettings)
        .values({ companyId, maxConcurrentVacations: 3 })
        .onConflictDoUpdate({ target: scheduleSettings.companyId, set: { maxConcurrentVacations: 3 } });
      return {
        records: { absenceExceptionId: closing!.id, absenceWorkplaceId: place!.id, absenceVacationId: vacation!.id },
        secrets: [SECRET_PLACE, SECRET_REASON, SECRET_DOCTOR_REASON, SECRET_NOTES],
      };
    }),
  cases: [
    { operation: `GET ${EXCEPTIONS}`, method: 'GET', url: () => `${EXCEPTIONS}?from=${START}`, refusedWith: [200] },
    { operation: `POST ${EXCEPTIONS}`, method: 'POST', url: () => EXCEPTIONS, body: victimClosing, refusedWith: [400] },
    {
      operation: `PUT ${EXCEPTIONS}/{id}`,
      method: 'PUT',
      url: exceptionUrl,
      body: victimClosing,
      refusedWith: [404],
    },
    { operation: `DELETE ${EXCEPTIONS}/{id}`, method: 'DELETE', url: exceptionUrl, refusedWith: [404] },
    {
      operation: `GET ${VACATIONS}`,
      method: 'GET',
      url: () => `${VACATIONS}?year=${START.slice(0, 4)}`,
      refusedWith: [200],
    },
    { operation: `POST ${VACATIONS}`, method: 'POST', url: () => VACATIONS, body: victimVacation, refusedWith: [400] },
    { operation: `PUT ${VACATIONS}/{id}`, method: 'PUT', url: vacationUrl, body: victimVacation, refusedWith: [404] },
    { operation: `DELETE ${VACATIONS}/{id}`, method: 'DELETE', url: vacationUrl, refusedWith: [404] },
    {
      // No id to aim with: the attacker saves its own company's cap, never the victim's.
      operation: `PUT ${VACATIONS}/settings`,
      method: 'PUT',
      url: () => `${VACATIONS}/settings`,
      body: () => ({ maxConcurrentVacations: 1 }),
      refusedWith: [200],
    },
  ] satisfies CrossTenantCase[],
};
