import { describe, expect, it } from 'vitest';
import type { DoctorChoice } from './roster-grid-model';
import { lineChoices } from './tag-choices';

const TAG = { id: 't1', name: 'Cardíaca', color: 'RED' as const };
const choice = (id: string, active = true): DoctorChoice => ({ id, label: id, short: id, name: id, active });

describe("the doctors a line's cells offer", () => {
  const choices = [choice('ana'), choice('bia'), choice('caio'), choice('ex', false)];
  const doctors = [
    { id: 'ana', tagIds: ['t1'] },
    { id: 'bia', tagIds: [] },
    { id: 'caio', tagIds: ['t2', 't1'] },
    { id: 'ex', tagIds: ['t1'] },
  ];

  it('lists the holders of the tag first and the others apart, never a former doctor (decision 044)', () => {
    const byLine = lineChoices([{ id: 'night', requiredTag: TAG }], choices, doctors);
    const night = byLine.get('night')!;
    expect(night.tag).toBe(TAG);
    expect(night.holders.map((c) => c.id)).toEqual(['ana', 'caio']);
    expect(night.others.map((c) => c.id)).toEqual(['bia']);
  });

  it('offers every active doctor in a line asking for no tag', () => {
    const day = lineChoices([{ id: 'day', requiredTag: null }], choices, doctors).get('day')!;
    expect(day.holders.map((c) => c.id)).toEqual(['ana', 'bia', 'caio']);
    expect(day.others).toEqual([]);
  });
});
