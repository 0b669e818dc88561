import {
  scheduleLines,
  scheduleMonths,
  scheduleShifts,
  scheduleSlots,
  systemActor,
  withActor,
  workplaces,
} from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_PLACE = 'Maternidade Sigilosa dos Relatórios da Vítima';
const SECRET_SHIFT = 'Turno Sigiloso dos Relatórios da Vítima';
/** Next month: published for the victim, so its open places are in the victim's report. */
const MONTH = addDays(`${zonedDay(Date.now()).slice(0, 7)}-28`, 7).slice(0, 7);
const BASE = '/api/schedule-reports';

/**
 * Cross-tenant cases of the schedule reports (platform.md §2 ReportsSchedule; decision 043): the
 * report and its Excel file take no id, so the attacker gets its own company's figures and never
 * the victim's doctors, workplaces or open places of a published month.
 */
export const scheduleReportArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [place] = await tx.insert(workplaces).values({ companyId, name: SECRET_PLACE }).returning();
      const [shift] = await tx
        .insert(scheduleShifts)
        .values({ companyId, name: SECRET_SHIFT, startMinute: 1140, endMinute: 420, slotCategory: 'PLANTAO' })
        .returning();
      const [line] = await tx
        .insert(scheduleLines)
        .values({ companyId, workplaceId: place!.id, shiftId: shift!.id, positions: 2 })
        .returning();
      const day = `${MONTH}-12`;
      await tx.insert(scheduleSlots).values({
        companyId,
        lineId: line!.id,
        workplaceId: place!.id,
        shiftId: shift!.id,
        day,
        position: 0,
        startsAt: new Date(`${day}T22:00:00Z`),
        endsAt: new Date(`${addDays(day, 1)}T10:00:00Z`),
        slotCategory: 'PLANTAO',
        exclusive: true,
        night: true,
        doctorId: victim.userId,
      });
      await tx.insert(scheduleMonths).values({ companyId, month: `${MONTH}-01`, publishedAt: new Date() });
      return { records: {}, secrets: [SECRET_PLACE, SECRET_SHIFT] };
    }),
  cases: [
    {
      operation: `GET ${BASE}`,
      method: 'GET',
      url: () => `${BASE}?from=${MONTH}&until=${MONTH}`,
      refusedWith: [200],
    },
    {
      operation: `GET ${BASE}/export`,
      method: 'GET',
      url: () => `${BASE}/export?from=${MONTH}&until=${MONTH}`,
      refusedWith: [200],
    },
  ] satisfies CrossTenantCase[],
};
