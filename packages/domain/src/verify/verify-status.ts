/**
 * The review of a verification finding (platform.md §3 "Verify status approved, pending,
 * waitApproved"; decision 064): an administrator sends a pending finding for approval, an
 * approver (super admin or admin with rule adm) approves it — from pending or waiting — and any
 * administrator reopens a waiting or approved one. Setting the status it already has is refused.
 */
export type VerifyStatusName = 'pending' | 'waitApproved' | 'approved';

export type VerifyStatusRefusal = 'sameStatus' | 'notApprover';

/** Which target statuses each status may move to, and whether the move needs an approver. */
const MOVES: Record<VerifyStatusName, Partial<Record<VerifyStatusName, { needsApprover: boolean }>>> = {
  pending: { waitApproved: { needsApprover: false }, approved: { needsApprover: true } },
  waitApproved: { approved: { needsApprover: true }, pending: { needsApprover: false } },
  approved: { pending: { needsApprover: false }, waitApproved: { needsApprover: false } },
};

/** Whether `from` may become `to` for this administrator: null when it may, else why not. */
export function verifyStatusRefusal(
  from: VerifyStatusName,
  to: VerifyStatusName,
  isApprover: boolean,
): VerifyStatusRefusal | null {
  const move = MOVES[from][to];
  if (!move) return 'sameStatus';
  return move.needsApprover && !isApprover ? 'notApprover' : null;
}
