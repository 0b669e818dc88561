import { fmt, messages } from '@honora/contract';
import type { Tx } from '@honora/db';
import { autoFinishStatus, FINISHED_STATUSES, type EventStatus, type FinalStatus } from '@honora/domain';
import type { AuthSession } from '../../http/auth-context';
import { insertObservations, updateAppealEvents, type ActionTarget, type AppealEventColumns } from '../events';
import { finishEvents, recomputeEventTotals } from '../money';
import * as repo from './appeals.repository';

/**
 * What an appeal does to its events (billing.md §4 "Appeal identified", "Appeal sent", event
 * flags recourseIdentify / recourseSent / alertSendRecourse; decision 026): the status moves,
 * the flags kept true to the event's open appeals, an observation for each step, and finishing
 * again by the spec's rules once no appeal of the event is open.
 */

const o = messages.screens.appeals.observations;

export const isFinished = (status: EventStatus) => (FINISHED_STATUSES as readonly string[]).includes(status);

/** Writes the same columns on the events and one Recourse observation each. */
async function moveEvents(
  tx: Tx,
  auth: AuthSession,
  targets: readonly ActionTarget[],
  columns: AppealEventColumns,
  text: (target: ActionTarget) => string,
): Promise<void> {
  if (targets.length === 0) return;
  await updateAppealEvents(
    tx,
    targets.map((t) => t.id),
    columns,
  );
  await insertObservations(
    tx,
    targets.map((t) => ({
      eventId: t.id,
      companyId: t.companyId,
      type: 'Recourse',
      text: text(t),
      userId: auth.userId,
      userName: auth.userName,
    })),
  );
}

/**
 * Identifying: every event goes to WaitSendRecourse with recourseIdentify and the send alert; an
 * event that was finished is unlocked again and its observation says from which status (audited).
 */
export async function markIdentified(
  tx: Tx,
  auth: AuthSession,
  targets: readonly ActionTarget[],
  appeal: { id: string; code: number },
): Promise<void> {
  const columns: AppealEventColumns = {
    status: 'WaitSendRecourse',
    isLocked: false,
    recourseIdentify: true,
    alertSendRecourse: true,
    addAppealId: appeal.id,
  };
  await moveEvents(tx, auth, targets, columns, (t) =>
    isFinished(t.state.status)
      ? fmt(o.identifiedAfterFinish, {
          code: String(appeal.code),
          status: messages.screens.events.statuses[t.state.status],
        })
      : fmt(o.identified, { code: String(appeal.code) }),
  );
  await recomputeEventTotals(
    tx,
    targets.map((t) => t.id),
  );
}

/** The flags an event keeps from its other open appeals (billing.md §4 event flags). */
async function flagsFromOtherAppeals(tx: Tx, eventIds: readonly string[], appealId: string) {
  const others = await repo.loadOpenItems(tx, eventIds, appealId);
  const waiting = new Set(others.filter((i) => i.status === 'WaitSend').map((i) => i.eventId));
  const sent = new Set(others.filter((i) => i.status !== 'WaitSend').map((i) => i.eventId));
  return { waiting, sent };
}

/** Sending: the events wait for the insurer's answer (WaitRecourse, recourseSent, dtRecourse). */
export async function markSent(
  tx: Tx,
  auth: AuthSession,
  targets: readonly ActionTarget[],
  appeal: { id: string; code: number },
  sentOn: string,
): Promise<void> {
  const { waiting } = await flagsFromOtherAppeals(
    tx,
    targets.map((t) => t.id),
    appeal.id,
  );
  const text = fmt(o.sent, { code: String(appeal.code) });
  for (const stillWaiting of [true, false]) {
    await moveEvents(
      tx,
      auth,
      targets.filter((t) => waiting.has(t.id) === stillWaiting),
      {
        status: 'WaitRecourse',
        recourseSent: true,
        recourseIdentify: stillWaiting,
        alertSendRecourse: stillWaiting,
        dtRecourse: sentOn,
        observationRecourse: text,
      },
      () => text,
    );
  }
}

/**
 * Closing the appeal's part on its events (after a receipt or at the finish): an event with no
 * other open appeal leaves the recourse flags and, when its ledger balances, finishes by the
 * spec's rules (billing.md §4 finishing); otherwise it waits for payment again. Events in other
 * open appeals stay where they are. `eligible` narrows which events may close now.
 */
export async function closeEvents(
  tx: Tx,
  auth: AuthSession,
  targets: readonly ActionTarget[],
  appeal: { id: string; code: number },
  text: string,
): Promise<void> {
  const open = targets.filter((t) => t.state.active && !isFinished(t.state.status));
  const { waiting, sent } = await flagsFromOtherAppeals(
    tx,
    open.map((t) => t.id),
    appeal.id,
  );
  const closing = open.filter((t) => !waiting.has(t.id) && !sent.has(t.id));
  if (closing.length === 0) return;
  const ledgers = await recomputeEventTotals(
    tx,
    closing.map((t) => t.id),
  );
  const finishing = new Map<FinalStatus, string[]>();
  const waitingPayment: ActionTarget[] = [];
  for (const target of closing) {
    const status = autoFinishStatus(ledgers.get(target.id)?.balances ?? []);
    if (!status) waitingPayment.push(target);
    else if (finishing.has(status)) finishing.get(status)!.push(target.id);
    else finishing.set(status, [target.id]);
  }
  const flags: AppealEventColumns = { recourseIdentify: false, recourseSent: false, alertSendRecourse: false };
  await moveEvents(tx, auth, closing, flags, () => text);
  if (waitingPayment.length > 0) {
    await updateAppealEvents(
      tx,
      waitingPayment.map((t) => t.id),
      { status: 'WaitPayment' },
    );
  }
  for (const [status, ids] of finishing) await finishEvents(tx, ids, status, false);
}
