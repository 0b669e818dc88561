import { describe, expect, it } from 'vitest';
import {
  applyContractAction,
  applyInstallmentAction,
  contractFacts,
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  CONTRACT_TRANSITIONS,
  INSTALLMENT_ACTIONS,
  INSTALLMENT_STATUSES,
  type ContractAction,
  type ContractFacts,
  type ContractStatus,
  type InstallmentAction,
  type InstallmentStatus,
} from './contract-states';
import { fixedTerms, hourlyTerms } from './contract-test-fixtures';
import { generateInstallments } from './installments';

const W: InstallmentStatus = 'WaitPayment';
const R: InstallmentStatus = 'Received';

/** Facts of a contract ready to bill, with two installments waiting. */
const ready = (over: Partial<ContractFacts> = {}): ContractFacts => ({
  hasTermsProblems: false,
  unscheduledValue: 0n,
  installments: [W, W],
  ...over,
});

describe('applyContractAction — status × action (decision 045)', () => {
  it.each<[ContractStatus, ContractAction, string]>([
    ['Open', 'edit', 'Open'],
    ['Open', 'bill', 'WaitPayment'],
    ['Open', 'reopen', 'statusInvalid'],
    ['WaitPayment', 'edit', 'contractNotOpen'],
    ['WaitPayment', 'bill', 'statusInvalid'],
    ['WaitPayment', 'reopen', 'Open'],
    ['Closed', 'edit', 'contractNotOpen'],
    ['Closed', 'bill', 'statusInvalid'],
    ['Closed', 'reopen', 'contractClosed'],
  ])('%s + %s → %s', (status, action, expected) => {
    const outcome = applyContractAction(status, action, ready());
    expect(outcome.ok ? outcome.status : outcome.refusal).toBe(expected);
  });

  it('the table has a cell for every status and action', () => {
    for (const status of CONTRACT_STATUSES) {
      expect(Object.keys(CONTRACT_TRANSITIONS[status]).sort()).toEqual([...CONTRACT_ACTIONS].sort());
    }
  });
});

describe('applyContractAction — the conditions of bill and reopen', () => {
  it.each<[string, ContractStatus, ContractAction, Partial<ContractFacts>, string]>([
    ['bill without installments', 'Open', 'bill', { installments: [] }, 'noInstallments'],
    ['bill with a §5 problem', 'Open', 'bill', { hasTermsProblems: true }, 'termsInvalid'],
    ['bill a fixed contract not wholly scheduled', 'Open', 'bill', { unscheduledValue: 1n }, 'valueNotScheduled'],
    ['no installments is told first', 'Open', 'bill', { installments: [], hasTermsProblems: true }, 'noInstallments'],
    ['reopen with an installment received', 'WaitPayment', 'reopen', { installments: [W, R] }, 'installmentReceived'],
    ['reopen with none received', 'WaitPayment', 'reopen', { installments: [W, W] }, 'Open'],
    ['edit ignores the facts', 'Open', 'edit', { installments: [], hasTermsProblems: true }, 'Open'],
    ['the status is checked before the facts', 'WaitPayment', 'bill', { installments: [] }, 'statusInvalid'],
  ])('%s', (_name, status, action, facts, expected) => {
    const outcome = applyContractAction(status, action, ready(facts));
    expect(outcome.ok ? outcome.status : outcome.refusal).toBe(expected);
  });
});

describe('contractFacts', () => {
  it('a fixed contract with its generated installments may be billed', () => {
    const terms = fixedTerms();
    const installments = generateInstallments(terms).map(({ dueOn, value }) => ({ dueOn, value }));
    const facts = contractFacts(
      { ...terms, installments },
      installments.map(() => W),
    );
    expect(facts).toEqual({ hasTermsProblems: false, unscheduledValue: 0n, installments: installments.map(() => W) });
    expect(applyContractAction('Open', 'bill', facts)).toEqual({ ok: true, status: 'WaitPayment' });
  });

  it('a fixed contract with part of its value scheduled tells what is left', () => {
    const terms = fixedTerms({ installments: [{ dueOn: '2025-02-10', value: 200_000n }] });
    expect(contractFacts(terms, [W]).unscheduledValue).toBe(1_000_000n);
  });

  it('over the value: nothing left, but the terms have a problem', () => {
    const terms = fixedTerms({ installments: [{ dueOn: '2025-02-10', value: 1_300_000n }] });
    expect(contractFacts(terms, [W])).toMatchObject({ hasTermsProblems: true, unscheduledValue: 0n });
  });

  it('a contract by the hour never has value left to schedule', () => {
    expect(contractFacts(hourlyTerms(), []).unscheduledValue).toBe(0n);
  });
});

type InstallmentCase = [
  name: string,
  contract: ContractStatus,
  installments: InstallmentStatus[],
  index: number,
  action: InstallmentAction,
  expected: string | [InstallmentStatus[], ContractStatus],
];

describe('applyInstallmentAction — receipts and reversals (decision 045)', () => {
  it.each<InstallmentCase>([
    ['receive one of two', 'WaitPayment', [W, W], 0, 'receive', [[R, W], 'WaitPayment']],
    ['receive the last closes the contract', 'WaitPayment', [R, W], 1, 'receive', [[R, R], 'Closed']],
    ['receive the only one closes the contract', 'WaitPayment', [W], 0, 'receive', [[R], 'Closed']],
    ['receive one already received', 'WaitPayment', [R, W], 0, 'receive', 'statusInvalid'],
    ['receive on an Open contract', 'Open', [W], 0, 'receive', 'contractNotBilled'],
    ['receive on a Closed contract', 'Closed', [R], 0, 'receive', 'contractClosed'],
    ['reverse a received one', 'WaitPayment', [R, W], 0, 'reverse', [[W, W], 'WaitPayment']],
    ['reverse on a Closed contract reopens its billing', 'Closed', [R, R], 1, 'reverse', [[R, W], 'WaitPayment']],
    ['reverse one waiting', 'WaitPayment', [R, W], 1, 'reverse', 'statusInvalid'],
    ['reverse on an Open contract', 'Open', [W], 0, 'reverse', 'contractNotBilled'],
    ['no installment there', 'WaitPayment', [W], 1, 'receive', 'installmentNotFound'],
    ['a position that is not one', 'WaitPayment', [W], 0.5, 'receive', 'installmentNotFound'],
    ['a negative position', 'WaitPayment', [W], -1, 'receive', 'installmentNotFound'],
  ])('%s', (_name, contractStatus, installments, index, action, expected) => {
    const outcome = applyInstallmentAction({ contractStatus, installments, index, action, reason: 'estorno do banco' });
    expect(outcome.ok ? [outcome.installments, outcome.contractStatus] : outcome.refusal).toEqual(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['no reason', undefined],
    ['a null reason', null],
    ['a blank reason', '   '],
  ])('a reversal needs a reason: %s', (_name, reason) => {
    const input = {
      contractStatus: 'Closed' as const,
      installments: [R],
      index: 0,
      action: 'reverse' as const,
      reason,
    };
    expect(applyInstallmentAction(input)).toEqual({ ok: false, refusal: 'reasonRequired' });
  });

  it('a receipt needs no reason', () => {
    const input = { contractStatus: 'WaitPayment' as const, installments: [W], index: 0, action: 'receive' as const };
    expect(applyInstallmentAction(input)).toEqual({ ok: true, installments: [R], contractStatus: 'Closed' });
  });

  it('never changes the statuses it is given', () => {
    const installments: InstallmentStatus[] = [W, W];
    applyInstallmentAction({ contractStatus: 'WaitPayment', installments, index: 0, action: 'receive' });
    expect(installments).toEqual([W, W]);
  });

  it('every installment status and action has an answer on a billed contract', () => {
    for (const status of INSTALLMENT_STATUSES) {
      for (const action of INSTALLMENT_ACTIONS) {
        const outcome = applyInstallmentAction({
          contractStatus: 'WaitPayment',
          installments: [status, W],
          index: 0,
          action,
          reason: 'x',
        });
        expect(outcome.ok).toBe((status === W) === (action === 'receive'));
      }
    }
  });
});
