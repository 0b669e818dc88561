import {
  scheduleExceptions,
  scheduleLimits,
  scheduleSettings,
  scheduleVacations,
  systemActor,
  withActor,
  workplaces,
  scheduleLines,
} from '@honora/db';
import { isoWeekOf } from '@honora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, monthUrl } from './on-call-world';

/**
 * The roster's rules fed from the registries (decision 043): vacations and doctor exceptions
 * (unavailable), workplace exceptions (closed), each doctor's limits and the cooperative's cap.
 */
let t: TestApp;
let companyId: string;
let manager: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;

beforeAll(async () => {
  ({ t, companyId, manager, doctor, lines } = await createOnCallWorld());
});
afterAll(() => t.close());

const owner = <T>(fn: Parameters<typeof withActor<T>>[2]) => withActor(t.database.db, systemActor, fn);
const place = (lineId: string, n: number, doctorId: string | null, position = 0, version = 0) =>
  manager.put(`${monthUrl}/slots`, { lineId, day: day(n), position, doctorId, version });

describe('unavailability and closed workplaces', () => {
  it('refuses a doctor on vacation on any day of it', async () => {
    await owner((tx) =>
      tx.insert(scheduleVacations).values({ companyId, doctorId: doctor.ana, startsOn: day(3), endsOn: day(5) }),
    );
    const res = await place(lines.day, 5, doctor.ana);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ana Souza está indisponível nesta data (férias)');
    // The night of the 2nd runs into the 3rd: it meets the vacation too.
    expect((await place(lines.night, 2, doctor.ana)).json().params.violations[0].code).toBe('unavailable');
    expect((await place(lines.day, 6, doctor.ana)).statusCode).toBe(200);
  });

  it('refuses a doctor under a work exception, and a closed workplace for anyone', async () => {
    const [central] = await owner((tx) =>
      tx.select({ workplaceId: scheduleLines.workplaceId }).from(scheduleLines).where(eq(scheduleLines.id, lines.day)),
    );
    await owner((tx) =>
      tx.insert(scheduleExceptions).values([
        { companyId, kind: 'DOCTOR', doctorId: doctor.bruno, startsOn: day(8), endsOn: day(8), reason: 'Congresso' },
        {
          companyId,
          kind: 'WORKPLACE',
          workplaceId: central!.workplaceId,
          startsOn: day(9),
          endsOn: day(9),
          reason: 'Reforma',
        },
      ]),
    );
    expect((await place(lines.call, 8, doctor.bruno)).json().message).toBe(
      'Bruno Lima está indisponível nesta data (exceção de trabalho)',
    );
    const closed = await place(lines.day, 9, doctor.carla);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('O local está fechado nesta data (exceção de trabalho)');
    const [name] = await owner((tx) =>
      tx.select({ name: workplaces.name }).from(workplaces).where(eq(workplaces.id, central!.workplaceId)),
    );
    expect(name!.name).toBe('Hospital Central');
  });
});

/** Three days from the 12th on that share one ISO week (a whole week lies within the 12th–25th). */
const week = (() => {
  const days = Array.from({ length: 14 }, (_, i) => 12 + i);
  const first = days.find((n) => days.filter((m) => isoWeekOf(day(m)) === isoWeekOf(day(n))).length >= 3)!;
  return days.filter((m) => isoWeekOf(day(m)) === isoWeekOf(day(first))).slice(0, 3) as [number, number, number];
})();

describe("limits: the doctor's own, else the cooperative's cap", () => {
  it('refuses the slot past the monthly cap', async () => {
    await owner((tx) => tx.insert(scheduleSettings).values({ companyId, monthlyShiftsCap: 2 }));
    expect((await place(lines.day, week[0], doctor.carla)).statusCode).toBe(200);
    expect((await place(lines.day, week[1], doctor.carla)).statusCode).toBe(200);
    const third = await place(lines.day, week[2], doctor.carla);
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe('Carla Dias passa do limite de plantões do mês: 3 de 2');
  });

  it("lets the doctor's own limit replace the cap, and tells the hours", async () => {
    await owner((tx) =>
      tx
        .insert(scheduleLimits)
        .values({ companyId, doctorId: doctor.carla, monthlyShifts: 10, weeklyMinutes: 30 * 60 }),
    );
    // Two 12-hour slots already in the week: a third makes 36 h.
    const res = await place(lines.day, week[2], doctor.carla);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Carla Dias passa do limite de horas da semana: 36 h de 30 h');
    await owner((tx) => tx.delete(scheduleLimits).where(eq(scheduleLimits.doctorId, doctor.carla)));
  });
});
