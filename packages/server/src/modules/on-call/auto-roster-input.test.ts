import type { RosterContext } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { autoRosterInput, cellName } from './auto-roster-input';
import { monthsBefore, reasonsOf } from './auto-roster.service';
import type { LineRow, SlotRow } from './roster.repository';

const LINE = '00000000-0000-4000-8000-00000000000a';
const ANA = '00000000-0000-4000-8000-0000000000a1';

const line: LineRow = {
  id: LINE,
  workplaceId: 'w1',
  workplaceName: 'Hospital Central',
  shiftId: 's1',
  shiftName: 'Noite',
  startMinute: 19 * 60,
  endMinute: 7 * 60,
  slotCategory: 'PLANTAO',
  positions: 2,
  onCallPercentage: null,
  requiredTagId: 'tag-1',
  requiredTagName: 'Obstetrícia',
  requiredTagColor: 'GREEN',
  active: true,
};

const row = (id: string, day: string, position: number, doctorId: string | null): SlotRow => ({
  id,
  lineId: LINE,
  workplaceId: 'w1',
  day,
  position,
  startsAt: new Date(`${day}T22:00:00Z`),
  endsAt: new Date(`${day}T10:00:00Z`),
  exclusive: true,
  night: true,
  doctorId,
  requiredTagId: 'tag-1',
  version: 1,
  changedByName: 'Gestora',
  changedAt: new Date(0),
});

const context = {} as RosterContext;

describe('the automatic fill\'s input (decision 046 "In the app")', () => {
  const slots = [
    row('r-earlier', '2026-12-09', 0, ANA),
    row('r-held', '2026-12-10', 0, ANA),
    row('r-cleared', '2026-12-10', 1, null),
  ];
  const { input, cells } = autoRosterInput({
    roster: { last: '2026-12-11', slots, context },
    lines: [line],
    from: '2026-12-10',
    month: '2026-12',
    candidates: [ANA],
    history: new Map([[ANA, { nights: 2, weekends: 1 }]]),
    holidays: new Set(['2026-12-25']),
    targets: new Map([[ANA, 600]]),
    preferences: new Map([[ANA, { preferredDays: ['2026-12-11'], undesiredDays: ['2026-12-10'] }]]),
    timeLimitMs: 15_000,
  });

  it('fills the open places from the first day on: a cleared row keeps its id, a new place gets one', () => {
    expect([...cells.entries()]).toEqual([
      ['r-cleared', { lineId: LINE, day: '2026-12-10', position: 1 }],
      [`open:${LINE}:2026-12-11:0`, { lineId: LINE, day: '2026-12-11', position: 0 }],
      [`open:${LINE}:2026-12-11:1`, { lineId: LINE, day: '2026-12-11', position: 1 }],
    ]);
  });

  it('keeps every assigned slot fixed, the earlier days too, and lays the open ones on the shift in São Paulo', () => {
    expect(input.slots.filter((s) => s.doctorId !== null).map((s) => s.id)).toEqual(['r-earlier', 'r-held']);
    const open = input.slots.find((s) => s.id === `open:${LINE}:2026-12-11:0`)!;
    expect(open).toMatchObject({ doctorId: null, exclusive: true, night: true, requiredTag: 'tag-1' });
    expect(new Date(open.start).toISOString()).toBe('2026-12-11T22:00:00.000Z');
    expect(new Date(open.end).toISOString()).toBe('2026-12-12T10:00:00.000Z');
    expect(input).toMatchObject({ month: '2026-12', candidates: [ANA], timeLimitMs: 15_000 });
    expect(input.targets?.get(ANA)).toBe(600);
    expect([...(input.holidays ?? [])]).toEqual(['2026-12-25']);
  });

  it("passes the doctors' preferred and undesired days of the month (decision 051)", () => {
    expect(input.preferences?.get(ANA)).toEqual({ preferredDays: ['2026-12-11'], undesiredDays: ['2026-12-10'] });
  });

  it('names a place as the grid does', () => {
    expect(cellName(line, { lineId: LINE, day: '2026-12-10', position: 1 })).toBe(
      'Hospital Central — Noite, 10/12, vaga 2',
    );
  });
});

describe('the reasons of a place left open and the history window', () => {
  it('tells the rules most doctors first, the line’s tag named', () => {
    expect(reasonsOf({ unavailable: 1, missingTag: 7, capacity: 2 }, 'Obstetrícia').map((r) => r.text)).toEqual([
      '7 médicos sem a etiqueta Obstetrícia',
      '2 médicos poderiam, mas já foram usados em outras vagas da proposta (limites, descanso ou mesmo horário)',
      '1 médico de férias ou com exceção de trabalho',
    ]);
    expect(reasonsOf({ noCandidates: 1 }, '')).toEqual([
      { code: 'noCandidates', count: 1, text: 'Nenhum anestesista ativo na empresa para escalar' },
    ]);
  });

  it('counts three months back across the year', () => {
    expect(monthsBefore('2027-02', 3)).toBe('2026-11');
    expect(monthsBefore('2026-12', 3)).toBe('2026-09');
  });
});
