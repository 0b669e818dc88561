import { swapCreateBodySchema, type SwapList } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  ANY_COLLEAGUE,
  blankFields,
  colleagueChoices,
  counterSlotChoices,
  initialRequestValues,
  mySlotChoices,
  requestBodyOf,
  withColleague,
  withKind,
  type RequestValues,
} from './request-values';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const slot = (n: number, day: string) => ({
  id: id(n),
  day,
  workplaceName: 'Hospital Central',
  shiftName: 'Dia',
  startsAt: new Date(`${day}T07:00:00-03:00`).toISOString(),
  endsAt: new Date(`${day}T19:00:00-03:00`).toISOString(),
});
const colleagues: SwapList['colleagues'] = [
  { id: id(101), name: 'Gabriela Residente', initials: 'GR', slots: [slot(11, '2026-12-14'), slot(12, '2026-12-15')] },
  { id: id(102), name: 'Vera Plantonista', initials: null, slots: [] },
];
const values = (over: Partial<RequestValues> = {}): RequestValues => ({ ...initialRequestValues(), ...over });

describe('the choices of the request form', () => {
  it("tells the doctor's own slots in words", () => {
    expect(mySlotChoices([slot(1, '2026-12-10')])).toEqual([
      { value: id(1), label: 'qui 10/12/2026 — Hospital Central — Dia 07:00–19:00' },
    ]);
  });

  it('offers a hand-over to any colleague first, then to each one', () => {
    expect(colleagueChoices('HANDOVER', colleagues)).toEqual([
      { value: ANY_COLLEAGUE, label: 'Qualquer colega (oferta aberta)' },
      { value: id(101), label: 'Gabriela Residente' },
      { value: id(102), label: 'Vera Plantonista' },
    ]);
  });

  it('offers a swap only with the colleagues who have a slot to give', () => {
    expect(colleagueChoices('SWAP', colleagues)).toEqual([{ value: id(101), label: 'Gabriela Residente' }]);
    expect(counterSlotChoices(colleagues, id(101)).map((c) => c.value)).toEqual([id(11), id(12)]);
    expect(counterSlotChoices(colleagues, id(102))).toEqual([]);
    expect(counterSlotChoices(colleagues, '')).toEqual([]);
  });
});

describe('changing the kind or the colleague', () => {
  it('drops the open offer and the colleague without slots when turning to a swap', () => {
    expect(withKind(values({ targetDoctorId: ANY_COLLEAGUE }), 'SWAP', colleagues).targetDoctorId).toBe('');
    expect(withKind(values({ targetDoctorId: id(102) }), 'SWAP', colleagues).targetDoctorId).toBe('');
    expect(withKind(values({ targetDoctorId: id(101) }), 'SWAP', colleagues)).toMatchObject({
      kind: 'SWAP',
      targetDoctorId: id(101),
    });
  });

  it("forgets the counter slot, which was the previous choice's", () => {
    const swap = values({ kind: 'SWAP', targetDoctorId: id(101), counterSlotId: id(11) });
    expect(withKind(swap, 'HANDOVER', colleagues)).toMatchObject({ targetDoctorId: id(101), counterSlotId: '' });
    expect(withColleague(swap, id(102))).toMatchObject({ targetDoctorId: id(102), counterSlotId: '' });
  });
});

describe('the request sent', () => {
  it('asks for every blank choice, the counter slot only for a swap', () => {
    expect(blankFields(values())).toEqual({
      slotId: 'Esse campo é requerido',
      targetDoctorId: 'Esse campo é requerido',
    });
    expect(blankFields(values({ kind: 'SWAP', slotId: id(1), targetDoctorId: id(101) }))).toEqual({
      counterSlotId: 'Esse campo é requerido',
    });
    expect(blankFields(values({ slotId: id(1), targetDoctorId: ANY_COLLEAGUE }))).toEqual({});
  });

  it('names nobody for an open offer and no counter slot for a hand-over', () => {
    const body = requestBodyOf(
      values({ slotId: id(1), targetDoctorId: ANY_COLLEAGUE, counterSlotId: id(11), justification: '  ' }),
    );
    expect(body).toEqual({
      kind: 'HANDOVER',
      slotId: id(1),
      targetDoctorId: null,
      counterSlotId: null,
      justification: '  ',
    });
    // The contract trims a blank justification away.
    expect(swapCreateBodySchema.parse(body).justification).toBeNull();
  });

  it("names the colleague and the colleague's slot for a swap", () => {
    const body = requestBodyOf(
      values({ kind: 'SWAP', slotId: id(1), targetDoctorId: id(101), counterSlotId: id(12), justification: 'Viagem' }),
    );
    expect(swapCreateBodySchema.parse(body)).toEqual({
      kind: 'SWAP',
      slotId: id(1),
      targetDoctorId: id(101),
      counterSlotId: id(12),
      justification: 'Viagem',
    });
  });

  it('refuses a justification over 500 characters with its message', () => {
    const result = swapCreateBodySchema.safeParse(
      requestBodyOf(values({ slotId: id(1), targetDoctorId: id(101), justification: 'x'.repeat(501) })),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['justification'],
      message: 'A justificativa tem no máximo 500 caracteres',
    });
  });
});
