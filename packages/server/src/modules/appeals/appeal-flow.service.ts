import { fmt, messages, msg, type AppealAnswerBody } from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import {
  acceptedValueProblem,
  appealStatusAfter,
  appealTotals,
  canStartAppealAction,
  itemAnswerOf,
  responseStageOf,
  toCents,
  type AppealAction,
} from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { recomputeEventTotals, requireBillingAccess } from '../money';
import { closeEvents, markSent } from './appeal-events';
import { receiveAccepted } from './appeal-receipt';
import { appealView } from './appeal-view';
import * as repo from './appeals.repository';
import { companyOf, lockEvents, today } from './appeals.service';

/**
 * An appeal's life after identification (billing.md §4 Appeal: WaitSend → Sent →
 * ResponseReceived → Finished): send, the insurer's stage, the answer item by item, receiving
 * what was accepted and finishing. Each step locks the appeal, checks the machine and answers
 * the appeal as it now is.
 */

const e = messages.screens.appeals.errors;
const o = messages.screens.appeals.observations;

interface Step {
  tx: Tx;
  appeal: repo.AppealRow;
  items: repo.AppealItemRow[];
}

/** Runs one step on the locked appeal, refused when the machine does not allow it from its status. */
function step(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  action: AppealAction,
  run: (s: Step) => Promise<void>,
) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const appeal = await repo.findAppeal(tx, companyOf(auth), id, true);
    if (!appeal) throw new AppError('notFound', { message: msg(e, 'notFound') });
    if (!canStartAppealAction(action, appeal.status)) {
      throw new AppError('statusError', { message: msg(e, 'statusInvalid') });
    }
    await run({ tx, appeal, items: await repo.itemsOf(tx, appeal.id) });
    return appealView(tx, (await repo.findAppeal(tx, companyOf(auth), id))!, today());
  });
}

const notBefore = (date: string, earliest: string | null, path: string) => {
  if (earliest && date < earliest) {
    throw AppError.field('inputError', path, msg(e, 'dateBeforeIdentified', { date: earliest }));
  }
};

const eventIdsOf = (items: readonly repo.AppealItemRow[]) => [...new Set(items.map((i) => i.eventId))];

/** POST /api/appeals/:id/send — the appeal goes out; its events wait for the answer (WaitRecourse). */
export function sendAppeal(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, sentOn: string) {
  return step(ctx, auth, access, id, 'send', async ({ tx, appeal, items }) => {
    notBefore(sentOn, appeal.identifiedOn, 'sentOn');
    const targets = await lockEvents(tx, auth, access, eventIdsOf(items));
    const locked = targets.find((t) => !t.state.active || t.state.isLocked);
    if (locked) throw new AppError('statusError', { message: msg(e, 'eventLocked', { guide: locked.numGuide ?? '' }) });
    await repo.updateAppeal(tx, appeal.id, {
      status: appealStatusAfter('send', appeal.status),
      responseStage: 'waitingAnalysis',
      sentOn,
    });
    await markSent(tx, auth, targets, appeal, sentOn);
  });
}

/** POST /api/appeals/:id/stage — the insurer's stage while the appeal is out (waiting or analysing). */
export function setAppealStage(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  stage: 'waitingAnalysis' | 'analysing',
) {
  return step(ctx, auth, access, id, 'setStage', async ({ tx, appeal }) => {
    await repo.updateAppeal(tx, appeal.id, { responseStage: stage });
  });
}

/**
 * POST /api/appeals/:id/answer — the insurer's answer for every item: the value accepted (zero
 * when denied, never above the value appealed nor below what was already received) and why.
 */
export function answerAppeal(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: AppealAnswerBody,
) {
  return step(ctx, auth, access, id, 'answer', async ({ tx, appeal, items }) => {
    notBefore(body.answeredOn, appeal.sentOn, 'answeredOn');
    const byId = new Map(items.map((i) => [i.id, i]));
    const answered = new Set<string>();
    const updates = body.items.map((answer, i) => {
      const item = byId.get(answer.id);
      if (!item) throw AppError.field('inputError', `items.${i}.id`, msg(e, 'itemNotInAppeal'));
      if (answered.has(answer.id)) throw AppError.field('inputError', `items.${i}.id`, msg(e, 'duplicateItem'));
      answered.add(answer.id);
      const problem = acceptedValueProblem(answer.valueAccepted, item.valueAppealed);
      if (problem === 'aboveAppealed') {
        throw AppError.field(
          'inputError',
          `items.${i}.valueAccepted`,
          msg(e, 'acceptedAboveAppealed', { value: item.valueAppealed }),
        );
      }
      if (problem === 'negative')
        throw AppError.field('inputError', `items.${i}.valueAccepted`, msg(e, 'acceptedNegative'));
      if (problem || toCents(answer.valueAccepted) < toCents(item.valueReceived)) {
        throw AppError.field('inputError', `items.${i}.valueAccepted`, msg(e, 'valueInvalid'));
      }
      return { item, answer };
    });
    if (answered.size !== items.length) throw AppError.field('inputError', 'items', msg(e, 'answerMissing'));
    for (const { item, answer } of updates) {
      await repo.updateItem(tx, item.id, {
        valueAccepted: answer.valueAccepted,
        answer: itemAnswerOf(item.valueAppealed, answer.valueAccepted),
        answerReason: answer.answerReason,
      });
    }
    const status = appealStatusAfter('answer', appeal.status);
    await repo.updateAppeal(tx, appeal.id, {
      status,
      responseStage: responseStageOf(status, appeal.responseStage),
      answeredOn: body.answeredOn,
      operatorNumber: body.operatorNumber ?? appeal.operatorNumber,
      ...appealTotals(updates.map(({ item, answer }) => ({ ...item, valueAccepted: answer.valueAccepted }))),
    });
    await recomputeTotals(tx, items);
  });
}

const recomputeTotals = (tx: Tx, items: readonly repo.AppealItemRow[]) => recomputeEventTotals(tx, eventIdsOf(items));

/** POST /api/appeals/:id/receive — books what the insurer accepted and not yet received (appeal-receipt.ts). */
export function receiveAppeal(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { date: string; typeOfPaymentId?: string | null | undefined },
) {
  return step(ctx, auth, access, id, 'receive', async ({ tx, appeal, items }) => {
    notBefore(body.date, appeal.identifiedOn, 'date');
    const pending = items.filter((i) => toCents(i.valueAccepted) > toCents(i.valueReceived));
    if (pending.length === 0) throw new AppError('statusError', { message: msg(e, 'nothingToReceive') });
    const targets = await lockEvents(tx, auth, access, eventIdsOf(items));
    const received = await receiveAccepted(tx, auth, access, appeal, pending, body);
    const all = await repo.itemsOf(tx, appeal.id);
    await repo.updateAppeal(tx, appeal.id, appealTotals(all));
    // An event whose items of this appeal are all settled closes now (billing.md §4 finishing).
    const settled = new Set(
      eventIdsOf(all).filter((eventId) =>
        all
          .filter((i) => i.eventId === eventId)
          .every((i) => i.answer !== 'pending' && toCents(i.valueAccepted) === toCents(i.valueReceived)),
      ),
    );
    const text = fmt(o.received, { code: String(appeal.code), value: received });
    await closeEvents(
      tx,
      auth,
      targets.filter((t) => settled.has(t.id)),
      appeal,
      text,
    );
  });
}

/** POST /api/appeals/:id/finish — once everything accepted was received; the events finish by the spec's rules. */
export function finishAppeal(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  finishedOn: string,
) {
  return step(ctx, auth, access, id, 'finish', async ({ tx, appeal, items }) => {
    notBefore(finishedOn, appeal.answeredOn, 'finishedOn');
    if (items.some((i) => toCents(i.valueAccepted) > toCents(i.valueReceived))) {
      throw new AppError('statusError', { message: msg(e, 'acceptedNotReceived') });
    }
    const targets = await lockEvents(tx, auth, access, eventIdsOf(items));
    await repo.updateAppeal(tx, appeal.id, { status: 'Finished', responseStage: 'finished', finishedOn });
    await closeEvents(tx, auth, targets, appeal, fmt(o.finished, { code: String(appeal.code) }));
  });
}
