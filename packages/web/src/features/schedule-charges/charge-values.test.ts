import { describe, expect, it } from 'vitest';
import { contractOf, figuresOf, hoursText, installmentText, moneyText, shareText, statusText } from './charge-values';

const contract = {
  id: '5b1c0b8e-2c1d-4c8b-9a55-0a5c1d2e3f40',
  type: 'Cobertura',
  installment: { id: '6b1c0b8e-2c1d-4c8b-9a55-0a5c1d2e3f40', seq: 3, dueOn: '2027-04-10', value: '1000.00' },
};
const row = {
  hospital: { id: 'h', name: 'Hospital Central' },
  minutes: 2160,
  slots: 3,
  total: '3960.00',
  lines: [],
  contracts: [contract],
  issued: null,
  cancelled: [],
};

describe('charge values', () => {
  it('writes money, hours and shares the pt-BR way', () => {
    expect(moneyText('3960.00')).toBe('R$ 3.960,00');
    expect(hoursText(2160)).toBe('36h00');
    expect(hoursText(90)).toBe('1h30');
    expect(shareText('33.5')).toBe('33,5%');
  });

  it('names the installment or says there is none', () => {
    expect(installmentText(contract)).toBe('3ª parcela, vencimento 10/04/2027');
    expect(installmentText({ ...contract, installment: null })).toBe('Sem parcela para este mês');
    expect(installmentText(null)).toBe('Sem parcela para este mês');
  });

  it('shows the issued statement when there is one, the roster otherwise', () => {
    expect(figuresOf(row)).toEqual({ minutes: 2160, total: '3960.00', lines: [] });
    expect(contractOf(row)).toBe(contract);
    expect(statusText(row)).toBe('Não emitido');
    const issued = {
      id: 'c',
      hospital: row.hospital,
      month: '2027-03',
      status: 'ISSUED' as const,
      contract: null,
      minutes: 720,
      total: '1440.00',
      lines: [],
      notes: null,
      issuedAt: '2027-04-05T13:30:00.000Z',
      issuedByName: 'Carla',
      cancelledAt: null,
      cancelReason: null,
    };
    expect(figuresOf({ ...row, issued })).toMatchObject({ minutes: 720, total: '1440.00' });
    expect(contractOf({ ...row, issued })).toBeNull();
    expect(statusText({ ...row, issued })).toMatch(/^Emitido em 05\/04\/2027 \d\d:30 por Carla$/);
  });
});
