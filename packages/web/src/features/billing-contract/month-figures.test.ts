import type { BillingContract, BillingMonth, BillingStatement } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { issueBlock, monthFigures } from './month-figures';

const contract: BillingContract = {
  id: '5b1c0b8e-2c1d-4c8b-9a55-0a5c1d2e3f40',
  providerName: 'Fatura Certa',
  providerDocument: null,
  startsOn: '2026-01-01',
  endsOn: null,
  feeType: 'PERCENT',
  base: 'INVOICED',
  percent: '6.5000',
  minimumFee: '1500.00',
  fixedFee: null,
  dueDay: 10,
  notes: null,
  statementsInForce: 0,
};
const line = { insurerId: null, insurer: 'Unimed', items: 3, value: '10000.00' };
const month: BillingMonth = {
  month: '2026-05',
  ended: true,
  contract,
  baseTotal: '10000.00',
  byPercent: '650.00',
  fee: '1500.00',
  minimumApplied: true,
  lines: [line],
  dueOn: '2026-06-10',
  statement: null,
};
const statement: BillingStatement = {
  id: '7b1c0b8e-2c1d-4c8b-9a55-0a5c1d2e3f40',
  number: 4,
  contractId: contract.id,
  month: '2026-05',
  status: 'ISSUED',
  terms: { ...contract, percent: '5.0000' },
  baseTotal: '9000.00',
  byPercent: '450.00',
  fee: '1500.00',
  minimumApplied: true,
  lines: [{ ...line, value: '9000.00' }],
  dueOn: '2026-06-10',
  notes: null,
  issuedAt: '2026-06-02T12:00:00.000Z',
  issuedByName: 'Carla',
  paidOn: null,
  cancelledAt: null,
  cancelReason: null,
};

describe('month figures', () => {
  it('previews the live base under the contract in force', () => {
    expect(monthFigures(month)).toMatchObject({ baseTotal: '10000.00', terms: { percent: '6.5000' }, lines: [line] });
  });

  it("shows an issued statement's snapshot, not the live base", () => {
    expect(monthFigures({ ...month, statement })).toMatchObject({ baseTotal: '9000.00', terms: { percent: '5.0000' } });
  });

  it('has nothing to show without a contract nor a statement', () => {
    expect(monthFigures({ ...month, contract: null })).toBeNull();
  });

  it('blocks issuing a month that has not ended, with the reason', () => {
    expect(issueBlock(month, 'not ended')).toBeNull();
    expect(issueBlock({ ...month, ended: false }, 'not ended')).toBe('not ended');
    expect(issueBlock({ ...month, ended: false, statement }, 'not ended')).toBeNull();
  });
});
