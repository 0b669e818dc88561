import { describe, expect, it } from 'vitest';
import { anesthesiaMinutes, billedHours, minutesOfDay } from './per-hour';
import { priceEvent } from './price-event';
import { makeContext, makeEvent } from './test-fixtures';

describe('anesthesia time', () => {
  it.each([
    ['08:00', '08:00', 0, 1],
    ['08:00', '09:00', 60, 1],
    ['08:00', '09:01', 61, 2],
    ['23:30', '00:10', 40, 1],
    ['22:00', '02:30', 270, 5],
    ['00:00', '24:00', 1440, 24],
    ['00:00', '25:00', 1440, 24],
    ['10:00', '99:99', 1440 - 600, 14],
    [null, '10:00', 0, 1],
    ['10:00', undefined, 0, 1],
    ['dez', '10:00', 0, 1],
  ])('%s → %s is %i min, billed as %i h', (start, end, minutes, hours) => {
    expect(anesthesiaMinutes(start, end)).toBe(minutes);
    expect(billedHours(minutes)).toBe(hours);
  });
  it('caps a time of day at 1,440 minutes', () => {
    expect(minutesOfDay('24:00')).toBe(1440);
    expect(minutesOfDay('30:15')).toBe(1440);
    expect(minutesOfDay('7:05')).toBe(425);
  });
});

describe('per-hour procedures (KVALUEPERHOUR)', () => {
  const group = { id: 'g1', name: 'Sedação por hora', codes: ['30101050', '30101026'], hourValue: '300.00' };
  const context = makeContext({ billingPerHourGroups: [group], proportion: '0.2' });

  it.each([
    ['08:00', '08:00', 1, '300.00'],
    ['08:00', '09:01', 2, '600.00'],
    ['23:30', '00:10', 1, '300.00'],
    ['00:00', '24:00', 24, '7200.00'],
  ])('%s → %s bills %i h at 300.00 = %s (no band)', (start, end, hours, value) => {
    const result = priceEvent(makeEvent(['30101050'], { anesthesiaStart: start, anesthesiaEnd: end }), context);
    const [procedure] = result.procedures;
    expect(procedure).toMatchObject({ type: 'KVALUEPERHOUR', value: value, valueTable: value, valueBase: value });
    expect(procedure!.steps[0]).toMatchObject({ kind: 'hours', hours });
  });

  it('applies accommodation, emergency and accommodation value, never proportion or technique', () => {
    const terms = {
      billingPerHourGroups: [group],
      accommodationValues: { ...context.negotiation.terms.accommodationValues, APARTMENT: '10' },
    };
    const event = makeEvent([{ code: '30101050', proportion: '0.5', techniqueUsed: 'KRobotic' }], {
      accommodation: 'APARTMENT',
      isEmergency: true,
      anesthesiaStart: '10:00',
      anesthesiaEnd: '10:30',
    });
    const [procedure] = priceEvent(event, makeContext(terms)).procedures;
    // 1 h × 300 × 2 × 1.3 + 10
    expect(procedure).toMatchObject({ value: '790.00', proportion: '1', techniqueUsedProportion: '1' });
    expect(procedure!.steps.map((s) => s.kind)).toEqual([
      'hours',
      'accommodation',
      'emergency',
      'accommodationValue',
      'rounding',
    ]);
  });

  it('bills the time once per group: the lowest order carries it, the others are 0', () => {
    const event = makeEvent(
      [
        { code: '30101026', order: 2 },
        { code: '30101050', order: 1 },
      ],
      { anesthesiaStart: '08:00', anesthesiaEnd: '10:00' },
    );
    const result = priceEvent(event, context);
    expect(result.procedures.map((p) => [p.code, p.value])).toEqual([
      ['30101026', '0.00'],
      ['30101050', '600.00'],
    ]);
    // The memória says where the hours went: on the group's first procedure.
    expect(result.procedures[0]!.steps[0]).toMatchObject({
      kind: 'hours',
      hours: 0,
      billedOn: '30101050',
      value: '0.00',
    });
    expect(result.procedures[1]!.steps[0]).not.toHaveProperty('billedOn');
    expect(result.total).toBe('600.00');
  });

  it.each([
    ['no times', null, null],
    ['no end', '08:00', null],
    ['no start', undefined, '09:00'],
    ['a time that is not one', 'dez', '09:00'],
  ])('with %s bills no hour and reports the problem (never one hour silently)', (_name, start, end) => {
    const event = makeEvent(['30101050', '30101026'], { anesthesiaStart: start, anesthesiaEnd: end });
    const result = priceEvent(event, context);
    expect(result.problems).toEqual([{ rowId: 'r1', code: '30101050', kind: 'noAnesthesiaTimes' }]);
    expect(result.procedures.map((p) => p.value)).toEqual(['0.00', '0.00']);
    expect(result.procedures[0]!.steps[0]).toMatchObject({ kind: 'hours', hours: 0, missingTimes: true });
    expect(result.procedures[1]!.steps[0]).toMatchObject({ kind: 'hours', hours: 0, billedOn: '30101050' });
  });

  it('a not-valued insurer needs no times', () => {
    const notValued = makeContext({ billingPerHourGroups: [group] }, { isNotValued: true });
    expect(priceEvent(makeEvent(['30101050']), notValued).problems).toEqual([]);
  });
});
