import type { BillingStatement } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  byPercentText,
  dueDayText,
  fileNameOf,
  moneyText,
  statementStatusText,
  termsText,
  validityText,
} from './billing-values';

const statement: BillingStatement = {
  id: '5b1c0b8e-2c1d-4c8b-9a55-0a5c1d2e3f40',
  number: 12,
  contractId: '6b1c0b8e-2c1d-4c8b-9a55-0a5c1d2e3f40',
  month: '2027-03',
  status: 'ISSUED',
  terms: {
    providerName: 'Fatura Certa',
    providerDocument: null,
    feeType: 'FIXED',
    base: null,
    percent: null,
    minimumFee: null,
    fixedFee: '3000.00',
    dueDay: 10,
  },
  baseTotal: '0.00',
  byPercent: '0.00',
  fee: '3000.00',
  minimumApplied: false,
  lines: [],
  dueOn: '2027-04-10',
  notes: null,
  issuedAt: '2027-04-05T13:30:00.000Z',
  issuedByName: 'Carla',
  paidOn: null,
  cancelledAt: null,
  cancelReason: null,
};

describe('billing contract values', () => {
  it('writes the terms in words', () => {
    const percent = { feeType: 'PERCENT', base: 'INVOICED', percent: '6.5000', fixedFee: null } as const;
    expect(termsText({ ...percent, minimumFee: '1500.00' })).toBe(
      '6,5 % sobre Notas fiscais emitidas no mês, mínimo de R$ 1.500,00',
    );
    expect(termsText({ ...percent, minimumFee: null })).toBe('6,5 % sobre Notas fiscais emitidas no mês');
    expect(termsText(statement.terms)).toBe('R$ 3.000,00 por mês');
  });

  it('writes money from the exact decimal text, validity and due day', () => {
    expect(moneyText('1234567.89')).toBe('R$ 1.234.567,89');
    expect(validityText({ startsOn: '2026-01-01', endsOn: '2026-12-31' })).toBe('01/01/2026 a 31/12/2026');
    expect(validityText({ startsOn: '2026-01-01', endsOn: null })).toBe('Desde 01/01/2026, sem término');
    expect(dueDayText(10)).toBe('Dia 10 do mês seguinte');
    expect(byPercentText({ percent: '6.5000' }, '1463.14')).toBe('R$ 1.463,14 (6,5 % da base)');
  });

  it("says a statement's status and names its files", () => {
    expect(statementStatusText(statement)).toMatch(/^Emitida em 05\/04\/2027 \d\d:30 por Carla$/);
    expect(statementStatusText({ ...statement, status: 'PAID', paidOn: '2027-04-09' })).toBe('Paga em 09/04/2027');
    expect(statementStatusText({ ...statement, status: 'CANCELLED', cancelReason: 'Base errada' })).toBe(
      'Cancelada: Base errada',
    );
    expect(fileNameOf(statement, 'pdf')).toBe('fatura-faturamento-12-2027-03.pdf');
    expect(fileNameOf({ ...statement, month: '2027-03-01' }, 'xlsx')).toBe('fatura-faturamento-12-2027-03.xlsx');
  });
});
