import type { AppealCandidate, AppealSummary } from '@honora/contract';
import { paths } from '../../../../shared/routing/paths';
import { appealableOf } from './identify-draft';

/**
 * The web path of one appeal (the Appeals screen's detail, in features/appeals: linked by its
 * address only, features do not import each other).
 */
export const appealPath = (id: string): string => `${paths.clientAppeals}/${id}`;

/** What the event page offers on its appeals (billing.md §4 recourseIdentify, recourseSend / send appeal, recourseReceived). */
export type AppealRequest =
  { kind: 'identify' } | { kind: 'send'; appeal: AppealSummary } | { kind: 'received'; appeal: AppealSummary };

interface MenuFacts {
  /** Billing access (billing/write): the appeal actions write. */
  canWrite: boolean;
  /** Unsaved changes in the form: actions wait for the save. */
  isDirty: boolean;
  candidates: readonly AppealCandidate[];
  appeals: readonly AppealSummary[];
}

/**
 * The appeal entries of the actions menu. The appeal is the source of truth (decision 026), not
 * the event's status flags: identify when some glosa can be appealed now (the server said so,
 * also for an event finished with a glosa); send each appeal still waiting to be sent; and,
 * for an appeal sent or answered, open it to register the answer and receive (its screen).
 */
export function appealMenuEntries({ canWrite, isDirty, candidates, appeals }: MenuFacts): AppealRequest[] {
  if (!canWrite || isDirty) return [];
  const found: AppealRequest[] = [];
  if (appealableOf(candidates).length > 0) found.push({ kind: 'identify' });
  for (const appeal of appeals) {
    if (appeal.status === 'WaitSend') found.push({ kind: 'send', appeal });
    else if (appeal.status === 'Sent' || appeal.status === 'ResponseReceived') found.push({ kind: 'received', appeal });
  }
  return found;
}
