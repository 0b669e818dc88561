import {
  scheduleLines,
  scheduleShifts,
  scheduleSlots,
  scheduleSwaps,
  systemActor,
  withActor,
  workplaces,
} from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_PLACE = 'Centro Cirúrgico Sigiloso da Vítima';
const SECRET_SHIFT = 'Plantão Sigiloso da Vítima';
const SECRET_REASON = 'Motivo Sigiloso da Vítima';
/** Next month: every day of it is open to changes. */
const MONTH = addDays(`${zonedDay(Date.now()).slice(0, 7)}-28`, 7).slice(0, 7);
const BASE = `/api/on-call/months/${MONTH}`;

type Records = { records: Record<string, string> };

/**
 * Cross-tenant cases of the on-call month (platform.md §2 onCallSchedule; decision 043): the
 * attacker's grid never shows the victim's lines or slots, a cell of the victim's line is refused
 * under the field, and a publication touches only the attacker's own month.
 */
export const onCallRosterArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [place] = await tx.insert(workplaces).values({ companyId, name: SECRET_PLACE }).returning();
      const [shift] = await tx
        .insert(scheduleShifts)
        .values({ companyId, name: SECRET_SHIFT, startMinute: 420, endMinute: 1140, slotCategory: 'PLANTAO' })
        .returning();
      const [line] = await tx
        .insert(scheduleLines)
        .values({ companyId, workplaceId: place!.id, shiftId: shift!.id, positions: 1 })
        .returning();
      const day = `${MONTH}-10`;
      const [slot] = await tx
        .insert(scheduleSlots)
        .values({
          companyId,
          lineId: line!.id,
          workplaceId: place!.id,
          shiftId: shift!.id,
          day,
          position: 0,
          startsAt: new Date(`${day}T10:00:00Z`),
          endsAt: new Date(`${day}T22:00:00Z`),
          slotCategory: 'PLANTAO',
          exclusive: true,
          night: false,
          doctorId: victim.userId,
        })
        .returning();
      const [swap] = await tx
        .insert(scheduleSwaps)
        .values({
          companyId,
          kind: 'HANDOVER',
          slotId: slot!.id,
          requesterId: victim.userId,
          justification: SECRET_REASON,
        })
        .returning();
      return {
        records: {
          rosterLineId: line!.id,
          rosterSlotId: slot!.id,
          rosterSwapId: swap!.id,
          rosterWorkplaceId: place!.id,
        },
        secrets: [SECRET_PLACE, SECRET_SHIFT, SECRET_REASON],
      };
    }),
  cases: [
    { operation: 'GET /api/on-call/months/{month}', method: 'GET', url: () => BASE, refusedWith: [200] },
    {
      operation: 'PUT /api/on-call/months/{month}/slots',
      method: 'PUT',
      url: () => `${BASE}/slots`,
      body: (v: Records) => ({
        lineId: v.records.rosterLineId,
        day: `${MONTH}-10`,
        position: 0,
        doctorId: null,
        version: 1,
      }),
      refusedWith: [400],
    },
    {
      operation: 'POST /api/on-call/months/{month}/publish',
      method: 'POST',
      url: () => `${BASE}/publish`,
      body: () => ({ version: 0 }),
      refusedWith: [200, 409],
    },
    // The attacker's own month only: the victim's slots are never copied, exported nor printed.
    {
      operation: 'POST /api/on-call/months/{month}/copy',
      method: 'POST',
      url: () => `${BASE}/copy`,
      body: () => ({ source: 'firstWeek' }),
      refusedWith: [200, 409],
    },
    {
      operation: 'GET /api/on-call/months/{month}/export',
      method: 'GET',
      url: () => `${BASE}/export`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/on-call/months/{month}/print',
      method: 'GET',
      url: (v: Records) => `${BASE}/print?workplaceId=${v.records.rosterWorkplaceId}`,
      refusedWith: [404],
    },
    // The core of the attacker's own company: the victim's months are never listed nor closed.
    {
      operation: 'GET /api/on-call/core/{year}',
      method: 'GET',
      url: () => `/api/on-call/core/${MONTH.slice(0, 4)}`,
      refusedWith: [200],
    },
    {
      operation: 'POST /api/on-call/months/{month}/close',
      method: 'POST',
      url: () => `${BASE}/close`,
      body: () => ({ version: 0 }),
      refusedWith: [200, 409],
    },
    {
      operation: 'POST /api/on-call/months/{month}/reopen',
      method: 'POST',
      url: () => `${BASE}/reopen`,
      body: () => ({ version: 0, observation: 'Invasão' }),
      refusedWith: [200, 409],
    },
    {
      operation: 'GET /api/on-call/mine',
      method: 'GET',
      url: () => `/api/on-call/mine?month=${MONTH}`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/on-call/days/{day}',
      method: 'GET',
      url: () => `/api/on-call/days/${MONTH}-10`,
      refusedWith: [200],
    },
    // Swaps: the attacker's own month only; the victim's slot cannot be asked for, nor a request acted on.
    {
      operation: 'GET /api/on-call/swaps',
      method: 'GET',
      url: () => `/api/on-call/swaps?month=${MONTH}`,
      refusedWith: [200],
    },
    {
      operation: 'POST /api/on-call/swaps',
      method: 'POST',
      url: () => '/api/on-call/swaps',
      body: (v: Records) => ({ kind: 'HANDOVER', slotId: v.records.rosterSlotId }),
      refusedWith: [400],
    },
    ...(['accept', 'reject', 'cancel', 'approve'] as const).map((action) => ({
      operation: `POST /api/on-call/swaps/{id}/${action}`,
      method: 'POST' as const,
      url: (v: Records) => `/api/on-call/swaps/${v.records.rosterSwapId}/${action}`,
      body: () => ({ version: 1 }),
      refusedWith: [404],
    })),
    // The user's own link: never another user's.
    {
      operation: 'GET /api/on-call/calendar-link',
      method: 'GET',
      url: () => '/api/on-call/calendar-link',
      refusedWith: [200],
    },
    {
      operation: 'POST /api/on-call/calendar-link',
      method: 'POST',
      url: () => '/api/on-call/calendar-link',
      refusedWith: [200],
    },
    {
      operation: 'GET /api/on-call/calendar/{token}',
      method: 'GET',
      url: () => `/api/on-call/calendar/${'A'.repeat(43)}.ics`,
      refusedWith: [404],
    },
  ] satisfies CrossTenantCase[],
};
