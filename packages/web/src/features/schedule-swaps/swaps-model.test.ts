import type { Swap } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  confirmText,
  currentMonth,
  decidedText,
  isAskedFirst,
  monthFromParam,
  monthTitle,
  peopleText,
  resultOf,
  shiftMonth,
  slotLabel,
  statusLines,
} from './swaps-model';

/** A slot by its São Paulo wall clock (UTC−3). */
const slot = (day: string, start: string, endDay: string, end: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  day,
  workplaceName: 'Hospital Central',
  shiftName: 'Noite',
  startsAt: new Date(`${day}T${start}:00-03:00`).toISOString(),
  endsAt: new Date(`${endDay}T${end}:00-03:00`).toISOString(),
});

const none = { accept: false, reject: false, cancel: false, approve: false };
const swap = (over: Partial<Swap> = {}): Swap => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  kind: 'HANDOVER',
  status: 'Pending',
  version: 1,
  slot: slot('2026-12-10', '19:00', '2026-12-11', '07:00'),
  counterSlot: null,
  requesterId: '00000000-0000-4000-8000-0000000000b1',
  requesterName: 'Bruno Anestesista',
  targetDoctorId: '00000000-0000-4000-8000-0000000000b2',
  targetDoctorName: 'Gabriela Residente',
  justification: null,
  targetAcceptedAt: null,
  needsApproval: true,
  decidedAt: null,
  decidedByName: null,
  outcome: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  can: none,
  ...over,
});

describe('the month bar', () => {
  it("starts on São Paulo's month: the last night of the month in UTC is still that month there", () => {
    expect(currentMonth(new Date('2027-02-01T02:59:00Z'))).toBe('2027-01');
    expect(currentMonth(new Date('2027-02-01T03:00:00Z'))).toBe('2027-02');
  });

  it.each([
    ['2027-01', '2027-01'],
    [null, '2026-12'],
    ['2027-13', '2026-12'],
    ['2027-1', '2026-12'],
    ['x', '2026-12'],
  ])('reads ?month=%s as %s', (text, month) => {
    expect(monthFromParam(text, '2026-12')).toBe(month);
  });

  it('moves across the year and stops where the API does', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2099-12', 1)).toBe('2099-12');
  });

  it('names the month in pt-BR', () => {
    expect(monthTitle('2026-12')).toBe('dezembro de 2026');
  });
});

describe('a slot in words', () => {
  it('tells the weekday, the day DD/MM/AAAA, the place and the times in São Paulo', () => {
    expect(slotLabel(slot('2026-12-10', '19:00', '2026-12-11', '07:00'))).toBe(
      'qui 10/12/2026 — Hospital Central — Noite 19:00–07:00',
    );
  });

  it("keeps São Paulo's clock for a day shift and a Sunday", () => {
    expect(slotLabel({ ...slot('2026-12-13', '07:00', '2026-12-13', '19:00'), shiftName: 'Dia' })).toBe(
      'dom 13/12/2026 — Hospital Central — Dia 07:00–19:00',
    );
  });
});

describe("a request's status", () => {
  it('waits for the colleague, then for the coordinator, while Pending', () => {
    expect(statusLines(swap())).toEqual({ status: 'Pendente', waiting: 'Aguardando o colega' });
    expect(statusLines(swap({ targetAcceptedAt: '2026-11-21T12:00:00.000Z' }))).toEqual({
      status: 'Pendente',
      waiting: 'Aguardando o coordenador',
    });
  });

  it.each([
    ['Accepted', 'Aceita'],
    ['Rejected', 'Recusada'],
    ['Error', 'Erro'],
    ['Cancelled', 'Cancelada'],
  ] as const)('%s reads "%s" and waits for nobody', (status, text) => {
    expect(statusLines(swap({ status, targetAcceptedAt: '2026-11-21T12:00:00.000Z' }))).toEqual({
      status: text,
      waiting: null,
    });
  });

  it('names who decided and when, in São Paulo, once it is no longer pending', () => {
    const decided = { decidedAt: '2026-11-21T15:30:00.000Z', decidedByName: 'Carla Gestora de Escala' };
    expect(decidedText(swap({ ...decided, status: 'Accepted' }))).toBe(
      'Por Carla Gestora de Escala em 21/11/2026 12:30',
    );
    expect(decidedText(swap({ ...decided, status: 'Pending' }))).toBeNull();
    expect(decidedText(swap({ status: 'Cancelled' }))).toBeNull();
  });

  it('tells the open offer in place of a colleague', () => {
    expect(peopleText(swap())).toBe('Bruno Anestesista → Gabriela Residente');
    expect(peopleText(swap({ targetDoctorId: null, targetDoctorName: null }))).toBe(
      'Bruno Anestesista → Oferecido a qualquer colega',
    );
  });
});

describe("a request's buttons", () => {
  it('shows only what the server allows, in a steady order', () => {
    expect(actionsOf(swap())).toEqual([]);
    expect(actionsOf(swap({ can: { accept: true, reject: true, cancel: true, approve: true } }))).toEqual([
      { action: 'accept', label: 'Aceitar' },
      { action: 'approve', label: 'Aprovar' },
      { action: 'reject', label: 'Recusar' },
      { action: 'cancel', label: 'Cancelar pedido' },
    ]);
  });

  it('takes an open offer ("Assumir") and accepts a request naming you', () => {
    const can = { ...none, accept: true };
    expect(actionsOf(swap({ can, targetDoctorId: null, targetDoctorName: null }))).toEqual([
      { action: 'accept', label: 'Assumir' },
    ]);
    expect(actionsOf(swap({ can }))).toEqual([{ action: 'accept', label: 'Aceitar' }]);
  });

  it('asks before refusing or cancelling, naming the slot', () => {
    expect(['accept', 'approve', 'reject', 'cancel'].filter((a) => isAskedFirst(a as never))).toEqual([
      'reject',
      'cancel',
    ]);
    expect(confirmText('reject', swap())).toBe(
      'Recusar o pedido de Bruno Anestesista para o plantão qui 10/12/2026 — Hospital Central — Noite 19:00–07:00?',
    );
    expect(confirmText('cancel', swap())).toBe(
      'Cancelar o seu pedido para o plantão qui 10/12/2026 — Hospital Central — Noite 19:00–07:00?',
    );
  });
});

describe("an action's answer", () => {
  it.each([
    [{ status: 'Pending', outcome: null }, 'success', 'Pedido aceito: aguardando o coordenador'],
    [{ status: 'Accepted', outcome: null }, 'success', 'Troca aplicada à escala'],
    [{ status: 'Rejected', outcome: null }, 'success', 'Pedido recusado'],
    [{ status: 'Cancelled', outcome: null }, 'success', 'Pedido cancelado'],
    [
      { status: 'Error', outcome: 'O plantão mudou desde o pedido: ele não pode mais ser aplicado' },
      'warning',
      'A troca não pôde ser aplicada: O plantão mudou desde o pedido: ele não pode mais ser aplicado',
    ],
  ] as const)('%o is told as a %s: "%s"', (after, kind, text) => {
    expect(resultOf(after)).toEqual({ kind, text });
  });
});
