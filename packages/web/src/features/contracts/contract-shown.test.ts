import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { describe, expect, it } from 'vitest';
import { counterpartOf, dateOf, modeOf, moneyOf, periodOf, rangeOf, receivedOf } from './contract-shown';

const h = { id: 'h', name: 'Hospital Central' };
const i = { id: 'i', name: 'Unimed' };

describe('how the contract screens write a contract', () => {
  it('writes money in R$ on one line, dates DD/MM/AAAA and the validity as a range', () => {
    expect(moneyOf('12000.5')).toBe('R$\u00a012.000,50');
    expect(moneyOf(null)).toBe('');
    expect(dateOf('2027-03-10')).toBe('10/03/2027');
    expect(dateOf(null)).toBe('—');
    expect(rangeOf('2027-01-01', '2027-12-31')).toBe('01/01/2027 a 31/12/2027');
  });

  it('names the hospital and the insurer, whichever the contract has', () => {
    expect(counterpartOf({ hospital: h, insurer: null })).toBe('Hospital Central');
    expect(counterpartOf({ hospital: h, insurer: i })).toBe('Hospital Central · Unimed');
    expect(counterpartOf({ hospital: null, insurer: i })).toBe('Unimed');
  });

  it('writes the mode with its amounts: the fixed value, or hours × rate', () => {
    const fixed = { fixedValue: true, value: '12000.00', hoursPerPeriod: null, ratePerHour: null };
    expect(modeOf(fixed)).toBe('Valor fixo: R$\u00a012.000,00');
    const hours = { fixedValue: false, value: null, hoursPerPeriod: '7.5', ratePerHour: '150.00' };
    expect(modeOf(hours)).toBe('7,5 h × R$\u00a0150,00 por período');
  });

  it('counts the installments received and names the period of each (none for one typed by hand)', () => {
    expect(receivedOf({ receivedCount: 1, installmentsCount: 12 })).toBe('1 de 12 recebida(s)');
    expect(periodOf({ periodStartsOn: '2027-01-01', periodEndsOn: '2027-01-31' })).toBe('01/01/2027 a 31/01/2027');
    expect(periodOf({ periodStartsOn: null, periodEndsOn: null })).toBe('—');
    expect(t.statuses.WaitPayment).toBe('Aguardando pagamento');
  });
});
