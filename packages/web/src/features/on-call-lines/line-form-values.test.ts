import { scheduleLineBodySchema, type ScheduleLine } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { initialLineValues, lineBodyOf, NO_TAG, shiftsFor, tagChoices, type LineFormValues } from './line-form-values';

const PLACE = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f41';
const OTHER = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f42';
const SHIFT = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f43';
const TAG = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f44';
const OLD_TAG = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f45';
const values = (change: Partial<LineFormValues> = {}): LineFormValues => ({
  workplaceId: PLACE,
  shiftId: SHIFT,
  positions: '2',
  onCallPercentage: '',
  requiredTagId: '',
  active: 'true',
  ...change,
});
const shift = (name: string, workplaceId: string | null) => ({
  id: name,
  name,
  start: '07:00',
  end: '19:00',
  slotCategory: 'PLANTAO' as const,
  workplaceId,
});

describe('the line form', () => {
  it("offers the shifts of any workplace and the chosen workplace's own", () => {
    const shifts = [shift('Todos', null), shift('Daqui', PLACE), shift('De lá', OTHER)];
    expect(shiftsFor(shifts, PLACE).map((s) => s.name)).toEqual(['Todos', 'Daqui']);
    expect(shiftsFor(shifts, '').map((s) => s.name)).toEqual(['Todos']);
  });

  it.each([
    ['33,5', '33.5'],
    ['100', '100'],
    ['0', '0'],
    [' 12.25 ', '12.25'],
  ])('sends the percentage typed %j as %j, which the contract takes', (typed, sent) => {
    const body = lineBodyOf(values({ onCallPercentage: typed }));
    expect(body.onCallPercentage).toBe(sent);
    expect(scheduleLineBodySchema.safeParse(body).success).toBe(true);
  });

  it.each(['100,01', '-1', 'abc', '1,001'])('leaves %j for the contract to refuse with its message', (typed) => {
    const parsed = scheduleLineBodySchema.safeParse(lineBodyOf(values({ onCallPercentage: typed })));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['onCallPercentage'],
      message: 'O percentual do plantão deve ser um número de 0 a 100, com até 2 casas',
    });
  });

  it.each(['', '0', '21', '1,5', '1.5', 'x'])('refuses %j doctors a day with the range message', (typed) => {
    const parsed = scheduleLineBodySchema.safeParse(lineBodyOf(values({ positions: typed })));
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['positions'], message: 'Informe um valor entre 1 e 20' });
  });

  it('sends a blank percentage as null, and shows a stored one pt-BR', () => {
    expect(lineBodyOf(values()).onCallPercentage).toBeNull();
    const line = {
      workplaceId: PLACE,
      shiftId: SHIFT,
      positions: 3,
      onCallPercentage: '33.50',
      requiredTag: { id: TAG, name: 'Cardíaca', color: 'RED' },
      active: false,
    };
    expect(initialLineValues(line as ScheduleLine)).toEqual({
      workplaceId: PLACE,
      shiftId: SHIFT,
      positions: '3',
      onCallPercentage: '33,5',
      requiredTagId: TAG,
      active: 'false',
    });
    expect(initialLineValues(null).requiredTagId).toBe('');
  });

  it('sends the tag the line asks for, and none as null, which the contract takes (decision 044)', () => {
    expect(scheduleLineBodySchema.parse(lineBodyOf(values({ requiredTagId: TAG }))).requiredTagId).toBe(TAG);
    expect(scheduleLineBodySchema.parse(lineBodyOf(values())).requiredTagId).toBeNull();
    const parsed = scheduleLineBodySchema.safeParse(lineBodyOf(values({ requiredTagId: 'x' })));
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['requiredTagId'],
      message: 'Etiqueta não encontrada entre as etiquetas ativas da empresa',
    });
  });

  it("offers no tag and the active tags, and keeps a line's own tag no longer offered, marked", () => {
    const tags = [{ id: TAG, name: 'Cardíaca', color: 'RED' as const }];
    expect(tagChoices(tags, null).map((c) => [c.value, c.label])).toEqual([
      [NO_TAG, 'Nenhuma'],
      [TAG, 'Cardíaca'],
    ]);
    const line = { requiredTag: { id: OLD_TAG, name: 'Pediátrica', color: 'BLUE' as const } };
    expect(tagChoices(tags, line).map((c) => [c.value, c.label])).toEqual([
      [NO_TAG, 'Nenhuma'],
      [TAG, 'Cardíaca'],
      [OLD_TAG, 'Pediátrica (inativa)'],
    ]);
    expect(tagChoices(tags, { requiredTag: tags[0]! })).toHaveLength(2);
  });
});
