import { messages, msg, type EventBulkResult } from '@honora/contract';
import { withTenant } from '@honora/db';
import type { z } from 'zod';
import type { appealBulkBodySchema, appealIdentifyBulkBodySchema } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError, localized, type ErrorMessage } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { requireBillingAccess } from '../money';
import type { Candidate } from './appeal-candidates';
import { receiveAppeal, sendAppeal } from './appeal-flow.service';
import * as repo from './appeals.repository';
import {
  commonBatch,
  identifyRefusal,
  loadCandidates,
  lockEvents,
  today,
  writeAppeal,
  type ChosenItem,
} from './appeals.service';

const e = messages.screens.appeals.errors;

/**
 * POST /api/appeals/identify — recourseIdentify in bulk (billing.md §4, §8 bulk result types):
 * every appealable glosa of each event (not skipAppeal, not already in an open appeal, within
 * the deadline) with one justification, one appeal per insurer. Each event answers its result;
 * an event with nothing to appeal, or in a status that does not allow it, is left as it was.
 */
export async function identifyBulk(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: z.infer<typeof appealIdentifyBulkBodySchema>,
) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const eventIds = [...new Set(body.eventIds)];
    const targets = await lockEvents(tx, auth, access, eventIds);
    const { facts, candidates } = await loadCandidates(tx, eventIds, today());
    const factOf = new Map(facts.map((f) => [f.id, f]));
    const open = new Map<string, Candidate[]>();
    for (const c of candidates.values()) if (!c.blocked) open.set(c.eventId, [...(open.get(c.eventId) ?? []), c]);
    const results: EventBulkResult[] = [];
    const byInsurer = new Map<string, typeof targets>();
    for (const target of targets) {
      const refusal = identifyRefusal(target);
      const insurerId = factOf.get(target.id)?.healthInsuranceId ?? null;
      const message = refusal
        ? msg(e, refusal, { guide: target.numGuide ?? '' })
        : !insurerId
          ? msg(e, 'noInsurer')
          : !open.has(target.id)
            ? msg(e, 'noGlosa')
            : null;
      results.push({
        eventId: target.id,
        numGuide: target.numGuide,
        result: message ? 'invalidState' : 'success',
        ...localized(message),
      });
      if (!message) byInsurer.set(insurerId!, [...(byInsurer.get(insurerId!) ?? []), target]);
    }
    const appealIds: string[] = [];
    for (const [insurerId, group] of byInsurer) {
      const groupFacts = group.map((t) => factOf.get(t.id)!);
      const chosen: ChosenItem[] = group.flatMap((t) =>
        open.get(t.id)!.map((candidate) => ({
          candidate,
          valueAppealed: candidate.valueGlosado,
          justification: body.justification,
          glosaCodes: undefined,
        })),
      );
      const insurer = {
        id: insurerId,
        sendAppealDays: groupFacts[0]!.sendAppealDays,
        batchId: commonBatch(groupFacts),
      };
      appealIds.push(await writeAppeal(ctx, tx, auth, group, insurer, chosen, null));
    }
    return { results, appealIds };
  });
}

/**
 * POST /api/appeals/bulk — recourseSend / recourseReceived in bulk (billing.md §4, §8): each
 * event's appeals waiting to be sent (send) or answered with a value still to receive (receive)
 * are sent or received once each, every appeal in its own database transaction, as the appeal
 * screen would. Each event answers success, or why not (no such appeal, or the appeal's refusal).
 */
export async function appealBulk(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: z.infer<typeof appealBulkBodySchema>,
) {
  requireBillingAccess(access);
  const eventIds = [...new Set(body.eventIds)];
  const status = body.action === 'send' ? 'WaitSend' : 'ResponseReceived';
  const { targets, appealsOf } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const found = await lockEvents(tx, auth, access, eventIds);
    const items = await repo.loadOpenItems(tx, eventIds);
    const byEvent = new Map<string, Set<string>>();
    for (const i of items)
      if (i.status === status) byEvent.set(i.eventId, (byEvent.get(i.eventId) ?? new Set()).add(i.appealId));
    return { targets: found, appealsOf: byEvent };
  });
  const refusedAppeals = new Map<string, ErrorMessage>();
  for (const appealId of new Set([...appealsOf.values()].flatMap((s) => [...s]))) {
    try {
      if (body.action === 'send') await sendAppeal(ctx, auth, access, appealId, body.date);
      else await receiveAppeal(ctx, auth, access, appealId, { date: body.date });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusedAppeals.set(appealId, error.messageData ?? msg(e, 'statusInvalid'));
    }
  }
  const none = msg(e, body.action === 'send' ? 'noAppealToSend' : 'noAppealToReceive');
  const byId = new Map(targets.map((t) => [t.id, t]));
  const results: EventBulkResult[] = eventIds.map((id) => {
    const target = byId.get(id)!;
    const appeals = [...(appealsOf.get(target.id) ?? [])];
    const refusal = appeals.length === 0 ? none : (appeals.map((id) => refusedAppeals.get(id)).find(Boolean) ?? null);
    return {
      eventId: target.id,
      numGuide: target.numGuide,
      result: refusal ? 'invalidState' : 'success',
      ...localized(refusal),
    };
  });
  return { results };
}
