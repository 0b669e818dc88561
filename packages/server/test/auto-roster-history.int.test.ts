import { systemActor, withActor } from '@honora/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf } from '../src/modules/on-call/auto-roster.repository';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, monthUrl } from './on-call-world';

/**
 * The automatic roster's history (decision 046 "In the app"): each doctor's nights, weekend days
 * and national holidays on the roster of the months read, drafts included.
 */
let t: TestApp;
let companyId: string;
let manager: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;

beforeAll(async () => {
  ({ t, companyId, manager, doctor, lines } = await createOnCallWorld());
  for (const [lineId, n, who] of [
    [lines.day, 3, doctor.ana],
    [lines.night, 4, doctor.ana],
    [lines.day, 5, doctor.bruno],
  ] as const) {
    const res = await manager.put(`${monthUrl}/slots`, { lineId, day: day(n), position: 0, doctorId: who, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('the history of the automatic roster', () => {
  it('counts nights and the days given as holidays, per doctor', async () => {
    const history = await withActor(t.database.db, systemActor, (tx) =>
      historyOf(tx, companyId, day(1), day(28), new Set([day(3), day(5)])),
    );
    expect(history.get(doctor.ana)).toMatchObject({ nights: 1, holidays: 1 });
    expect(history.get(doctor.bruno)).toMatchObject({ nights: 0, holidays: 1 });
    expect(history.has(doctor.carla)).toBe(false);
    const none = await withActor(t.database.db, systemActor, (tx) =>
      historyOf(tx, companyId, day(1), day(28), new Set()),
    );
    expect(none.get(doctor.ana)).toMatchObject({ holidays: 0 });
  });
});
