import { scheduleLineBodySchema, type ScheduleLine } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { initialLineValues, lineBodyOf, shiftsFor, type LineFormValues } from './line-form-values';

const PLACE = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f41';
const OTHER = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f42';
const SHIFT = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f43';
const values = (change: Partial<LineFormValues> = {}): LineFormValues => ({
  workplaceId: PLACE,
  shiftId: SHIFT,
  positions: '2',
  onCallPercentage: '',
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
    const line = { workplaceId: PLACE, shiftId: SHIFT, positions: 3, onCallPercentage: '33.50', active: false };
    expect(initialLineValues(line as ScheduleLine)).toEqual({
      workplaceId: PLACE,
      shiftId: SHIFT,
      positions: '3',
      onCallPercentage: '33,5',
      active: 'false',
    });
  });
});
