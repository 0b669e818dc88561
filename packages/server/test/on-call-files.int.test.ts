import { scheduleSettings, scheduleSlots, systemActor, withActor } from '@honora/db';
import { addDays } from '@honora/domain';
import { and, between, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount, pdfPagesText } from '../src/modules/tiss/pdf/pdf-text';
import { sheetRows } from './billing-settings-world';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, month, monthUrl } from './on-call-world';

/**
 * The month copied into its open cells, exported to Excel and printed per workplace
 * (platform.md §2 onCallSchedule: copy last month or the weekly pattern, export, print; decision 043).
 */
let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;

beforeAll(async () => {
  ({ t, companyId, manager, scheduler, biller, doctor, lines } = await createOnCallWorld());
});
afterAll(() => t.close());

const place = (lineId: string, n: number, doctorId: string, position = 0) =>
  scheduler.put(`${monthUrl}/slots`, { lineId, day: day(n), position, doctorId, version: 0 });
const filledDays = async (lineId: string, position: number) =>
  (
    await withActor(t.database.db, systemActor, (tx) =>
      tx
        .select({ day: scheduleSlots.day, doctorId: scheduleSlots.doctorId })
        .from(scheduleSlots)
        .where(
          and(
            eq(scheduleSlots.lineId, lineId),
            eq(scheduleSlots.position, position),
            isNotNull(scheduleSlots.doctorId),
            between(scheduleSlots.day, day(1), addDays(day(28), 3)),
          ),
        ),
    )
  ).sort((a, b) => a.day.localeCompare(b.day));

const daysInMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
/** The same weekday in the later weeks of the month. */
const laterWeeks = (first: number) => [7, 14, 21, 28].map((n) => first + n).filter((n) => n <= daysInMonth);

describe("copying the first week's pattern", () => {
  it('fills the same weekday of every later week, and keeps open what the rules refuse', async () => {
    expect((await place(lines.day, 1, doctor.ana)).statusCode).toBe(200);
    expect((await place(lines.day, 2, doctor.bruno)).statusCode).toBe(200);
    // Bruno's night of the 8th ends at 07:00 of the 9th: with 12 hours of rest asked, the copy of
    // his plantão of the 2nd onto the 9th is refused and that cell stays open.
    expect((await place(lines.night, 8, doctor.bruno)).statusCode).toBe(200);
    await withActor(t.database.db, systemActor, (tx) =>
      tx.insert(scheduleSettings).values({ companyId, minRestMinutes: 12 * 60 }),
    );
    const res = await scheduler.post(`${monthUrl}/copy`, { source: 'firstWeek' });
    expect(res.statusCode, res.body).toBe(200);
    const bruno = laterWeeks(2).filter((n) => n !== 9);
    expect(res.json()).toEqual({ placed: laterWeeks(1).length + bruno.length, skipped: 1 });
    const filled = await filledDays(lines.day, 0);
    expect(filled.map((s) => s.day)).toEqual([1, ...laterWeeks(1), 2, ...bruno].map(day).sort());
    expect(filled.find((s) => s.day === day(8))?.doctorId).toBe(doctor.ana);
  });

  it('is the scheduler’s, and refuses a bad source', async () => {
    expect((await biller.post(`${monthUrl}/copy`, { source: 'firstWeek' })).statusCode).toBe(403);
    expect((await scheduler.post(`${monthUrl}/copy`, { source: 'lastYear' })).statusCode).toBe(400);
    expect((await scheduler.post(`${monthUrl}/copy`, {})).statusCode).toBe(400);
  });

  it('copies nothing twice: a second copy fills nothing, and the refused cell is refused again', async () => {
    const res = await scheduler.post(`${monthUrl}/copy`, { source: 'firstWeek' });
    expect(res.json()).toEqual({ placed: 0, skipped: 1 });
  });
});

describe('the month for people', () => {
  it('exports a sheet of names and real dates, one column a line', async () => {
    const rows = await sheetRows(await manager.get(`${monthUrl}/export`));
    expect(rows[0]).toEqual([
      'Dia',
      'Dia da semana',
      'Hospital Central — PLANTAO 420 (07:00–19:00)',
      'Hospital Norte — PLANTAO 1140 (19:00–07:00)',
      'Hospital Sul — SOBREAVISO 420 (07:00–19:00)',
    ]);
    expect(rows).toHaveLength(1 + daysInMonth);
    expect(rows[1]![0]).toBeInstanceOf(Date);
    expect(rows[1]![2]).toBe('Ana Souza / Vaga aberta');
    expect(JSON.stringify(rows)).not.toContain(doctor.ana);
  });

  it('prints a page set per workplace, or only the one asked', async () => {
    const all = await manager.get(`${monthUrl}/print`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    expect(pdfPageCount(all.rawPayload)).toBeGreaterThanOrEqual(3);
    const { workplaceId } = (await manager.get(monthUrl)).json().lines[0];
    const one = await manager.get(`${monthUrl}/print?workplaceId=${workplaceId}`);
    expect(pdfPageCount(one.rawPayload)).toBeLessThan(pdfPageCount(all.rawPayload));
    expect(pdfPagesText(one.rawPayload).flat().join(' ')).toContain('Hospital Central');
    expect((await manager.get(`${monthUrl}/print?workplaceId=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(
      404,
    );
    expect((await manager.get(`${monthUrl}/print?workplaceId=x`)).statusCode).toBe(400);
    expect((await biller.get(`${monthUrl}/print`)).statusCode).toBe(403);
  });
});
