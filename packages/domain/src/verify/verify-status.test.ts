import { describe, expect, it } from 'vitest';
import { verifyStatusRefusal, type VerifyStatusName } from './verify-status';

describe('verifyStatusRefusal (decision 064)', () => {
  const cases: [VerifyStatusName, VerifyStatusName, boolean, ReturnType<typeof verifyStatusRefusal>][] = [
    ['pending', 'waitApproved', false, null],
    ['pending', 'approved', false, 'notApprover'],
    ['pending', 'approved', true, null],
    ['waitApproved', 'approved', false, 'notApprover'],
    ['waitApproved', 'approved', true, null],
    ['waitApproved', 'pending', false, null],
    ['approved', 'pending', false, null],
    ['approved', 'waitApproved', false, null],
    ['pending', 'pending', true, 'sameStatus'],
    ['approved', 'approved', true, 'sameStatus'],
    ['waitApproved', 'waitApproved', false, 'sameStatus'],
  ];
  it.each(cases)('%s → %s (approver %s)', (from, to, isApprover, expected) => {
    expect(verifyStatusRefusal(from, to, isApprover)).toBe(expected);
  });
});
