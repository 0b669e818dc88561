import type { RosterMonth, RosterSlot, RosterViolation } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  cellKey,
  conflictRows,
  doctorChoices,
  filledCount,
  indexSlots,
  isDayEditable,
  monthStatus,
  slotsByDay,
  statusText,
  versionOf,
  violationsBySlot,
} from './roster-grid-model';

const LINE_A = '00000000-0000-4000-8000-00000000000a';
const LINE_B = '00000000-0000-4000-8000-00000000000b';
const ANA = '00000000-0000-4000-8000-0000000000a1';

function line(id: string, workplaceName: string, positions: number): RosterMonth['lines'][number] {
  return {
    id,
    workplaceId: id,
    workplaceName,
    shiftId: id,
    shiftName: 'Dia',
    start: '07:00',
    end: '19:00',
    slotCategory: 'PLANTAO',
    positions,
    onCallPercentage: null,
    requiredTag: null,
    active: true,
  };
}

function slot(id: string, lineId: string, day: string, position: number, doctorId: string | null, version = 1) {
  return {
    id,
    lineId,
    day,
    position,
    doctorId,
    version,
    startsAt: `${day}T10:00:00.000Z`,
    endsAt: `${day}T22:00:00.000Z`,
    changedByName: 'Gestora',
    changedAt: '2026-11-20T12:00:00.000Z',
  } satisfies RosterSlot;
}

const header: RosterMonth['header'] = {
  month: '2026-12',
  version: 0,
  publishedAt: null,
  publishedById: null,
  publishedByName: null,
  closedAt: null,
  closedByName: null,
  canEdit: true,
  canPublish: true,
  firstEditableDay: '2026-12-10',
};

const lines = [line(LINE_A, 'Hospital Central', 2), line(LINE_B, 'Clínica Sul', 1)];
const slots = [
  slot('s1', LINE_A, '2026-12-03', 0, ANA, 4),
  slot('s2', LINE_A, '2026-12-03', 1, null, 2),
  slot('s3', LINE_B, '2026-12-01', 0, ANA),
  // A place the line no longer has (its positions went down) does not count.
  slot('s4', LINE_B, '2026-12-01', 1, ANA),
];

describe('cell lookup', () => {
  it('finds a cell’s slot and the version a change must name (0 for a cell never filled)', () => {
    const index = indexSlots(slots);
    expect(index.get(cellKey(LINE_A, '2026-12-03', 0))?.id).toBe('s1');
    expect(versionOf(index, LINE_A, '2026-12-03', 0)).toBe(4);
    expect(versionOf(index, LINE_A, '2026-12-03', 1)).toBe(2);
    expect(versionOf(index, LINE_A, '2026-12-04', 0)).toBe(0);
    expect(versionOf(index, LINE_B, '2026-12-03', 0)).toBe(0);
  });

  it('groups the slots by day and the breaches by slot', () => {
    const byDay = slotsByDay(slots);
    expect(byDay.get('2026-12-03')?.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(byDay.get('2026-12-01')?.map((s) => s.id)).toEqual(['s3', 's4']);
    expect(byDay.has('2026-12-02')).toBe(false);
    const v = (slotId: string, code: RosterViolation['code']): RosterViolation => ({
      code,
      slotId,
      doctorId: ANA,
      message: code,
    });
    const bySlot = violationsBySlot([v('s1', 'overlap'), v('s1', 'rest'), v('s3', 'residentAlone')]);
    expect(bySlot.get('s1')?.map((x) => x.code)).toEqual(['overlap', 'rest']);
    expect(bySlot.get('s2')).toBeUndefined();
  });

  it('counts the filled places of the lines over the month’s days', () => {
    expect(filledCount(lines, slots, 31)).toEqual({ filled: 2, total: 93 });
    expect(filledCount([], slots, 31)).toEqual({ filled: 0, total: 0 });
  });
});

describe('the doctors a cell offers', () => {
  it('sorts by name with the Brazilian collation and marks residents', () => {
    const choices = doctorChoices([
      { id: '1', name: 'Érica Souza', initials: 'ES', isResident: false, active: true },
      { id: '2', name: 'Bruno Lima', initials: null, isResident: true, active: true },
      { id: '3', name: 'Ana Beatriz', initials: 'AB', isResident: false, active: false },
    ]);
    expect(choices.map((c) => c.label)).toEqual(['AB — Ana Beatriz', 'Bruno Lima (residente)', 'ES — Érica Souza']);
    expect(choices.map((c) => c.short)).toEqual(['AB', 'Bruno Lima', 'ES']);
    expect(choices.map((c) => c.active)).toEqual([false, true, true]);
  });
});

describe('the month’s status', () => {
  it('leaves days before the first open one, and any day without edit right, read-only', () => {
    expect(isDayEditable(header, '2026-12-09')).toBe(false);
    expect(isDayEditable(header, '2026-12-10')).toBe(true);
    expect(isDayEditable({ ...header, canEdit: false }, '2026-12-20')).toBe(false);
  });

  it('is a draft, published by someone, by the user, or closed', () => {
    const published = {
      ...header,
      version: 1,
      publishedAt: '2026-11-20T13:05:00.000Z',
      publishedById: ANA,
      publishedByName: 'Ana Beatriz',
    };
    expect(monthStatus(header, ANA)).toBe('draft');
    expect(statusText(header, ANA)).toMatch(/^Rascunho/);
    expect(monthStatus(published, 'someone-else')).toBe('published');
    expect(statusText(published, 'someone-else')).toBe(
      'Publicada por Ana Beatriz em 20/11/2026 10:05. Só quem publicou pode alterá-la.',
    );
    expect(monthStatus(published, ANA)).toBe('publishedByMe');
    const closed = { ...published, closedAt: '2027-01-02T15:00:00.000Z', closedByName: 'Carla' };
    expect(statusText(closed, ANA)).toBe('Mês fechado por Carla em 02/01/2027 12:00: a escala não pode ser alterada.');
  });
});

describe('conflictRows', () => {
  it('tells each breach with its line and day, by day', () => {
    const rows = conflictRows({
      lines,
      slots,
      violations: [
        { code: 'overlap', slotId: 's1', doctorId: ANA, message: 'Ana já está em outra vaga' },
        { code: 'residentAlone', slotId: 's3', doctorId: ANA, message: 'Residente sem supervisor' },
        { code: 'rest', slotId: 'gone', doctorId: ANA, message: 'Descanso' },
      ],
    });
    expect(rows.map((r) => [r.place, r.message])).toEqual([
      ['', 'Descanso'],
      ['Clínica Sul — Dia de 01/12', 'Residente sem supervisor'],
      ['Hospital Central — Dia de 03/12', 'Ana já está em outra vaga'],
    ]);
  });
});
