import type { Appeal } from '@honora/contract';
import { canStartAppealAction, toCents } from '@honora/domain';
import { carriesValues } from './appeal-values';

/** The buttons of an appeal: its machine's actions, and the insurer's stage as two choices. */
export type AppealButton = 'send' | 'analysing' | 'waitingAnalysis' | 'answer' | 'receive' | 'finish';

/**
 * The actions the appeal's status allows (billing.md §4 Appeal, the domain's table): send while
 * WaitSend; the insurer's stage while Sent (the other one than the current); the answer while Sent
 * or ResponseReceived (it can be corrected until finished); receive while something accepted is
 * not received yet; finish once answered. Answering and receiving are about values: a user who
 * may not see them (the values stripped) is not offered them.
 */
export function appealButtonsOf(
  appeal: Pick<Appeal, 'status' | 'responseStage' | 'totalGlosado' | 'totalAccepted' | 'totalReceived'>,
): AppealButton[] {
  const buttons: AppealButton[] = [];
  const { status } = appeal;
  const hasValues = carriesValues(appeal);
  if (canStartAppealAction('send', status)) buttons.push('send');
  if (canStartAppealAction('setStage', status))
    buttons.push(appeal.responseStage === 'analysing' ? 'waitingAnalysis' : 'analysing');
  if (hasValues && canStartAppealAction('answer', status)) buttons.push('answer');
  if (hasValues && canStartAppealAction('receive', status) && toReceiveOf(appeal) > 0n) buttons.push('receive');
  if (canStartAppealAction('finish', status)) buttons.push('finish');
  return buttons;
}

/** What is accepted and not received yet, in cents: the amount "Receber" books. */
export const toReceiveOf = (appeal: Pick<Appeal, 'totalAccepted' | 'totalReceived'>): bigint =>
  toCents(appeal.totalAccepted ?? '0') - toCents(appeal.totalReceived ?? '0');
