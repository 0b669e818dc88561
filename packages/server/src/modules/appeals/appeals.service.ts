import {
  APPEAL_LIMITS,
  messages,
  msg,
  type AppealCandidate,
  type AppealCreateBody,
  type AppealListQuery,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import {
  appealDeadline,
  appealedValueProblem,
  appealTotals,
  brazilDate,
  canStart,
  earliestGlosaDate,
  type IsoDate,
} from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError, localized } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventScope, loadActionTargets, type ActionTarget } from '../events';
import { requireBillingAccess } from '../money';
import { nextSequential } from '../sequential';
import { candidateKey, candidatesOf, type Candidate } from './appeal-candidates';
import { isFinished, markIdentified } from './appeal-events';
import { appealSummary, appealView } from './appeal-view';
import { glosaReasonTexts } from '../reference-tables';
import * as repo from './appeals.repository';

/**
 * Appeals (billing.md §2 Appeals — a selected company —, §3 Appeal, §4): listing, reading and
 * identifying. Identifying groups glosas of one insurer, each with its justification, and moves
 * the events to WaitSendRecourse (appeal-events.ts). Sending, answering, receiving and finishing
 * are in appeal-flow.service.ts.
 */

const e = messages.screens.appeals.errors;
const ev = messages.screens.events.errors;

export const today = () => brazilDate(new Date());
export const companyOf = (auth: AuthSession): string => auth.companyId!;

const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

export async function listAppeals(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: AppealListQuery) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const day = today();
    const { rows, total } = await repo.listAppeals(tx, companyOf(auth), query, day, APPEAL_LIMITS.pageSize);
    return { items: rows.map((r) => appealSummary(r.appeal, r.insurerName, r.eventCount, day)), total };
  });
}

export async function getAppeal(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await repo.findAppeal(tx, companyOf(auth), id);
    if (!row) throw notFound();
    return appealView(tx, row, today());
  });
}

/** The events' glosas that can be appealed now, keyed by item (appeal-candidates.ts). */
export async function loadCandidates(tx: Tx, eventIds: readonly string[], day: IsoDate) {
  const [facts, glosas, openItems, rows] = await Promise.all([
    repo.loadEventFacts(tx, eventIds),
    repo.loadActiveGlosas(tx, eventIds),
    repo.loadOpenItems(tx, eventIds),
    repo.loadProcedureRows(tx, eventIds),
  ]);
  return { facts, candidates: candidatesOf(facts, glosas, openItems, rows, day) };
}

const blockText = (c: Candidate) =>
  c.blocked === 'skipAppeal'
    ? msg(e, 'skipAppeal')
    : c.blocked === 'alreadyAppealed'
      ? msg(e, 'alreadyAppealed')
      : c.blocked === 'deadlinePassed'
        ? msg(e, 'deadlinePassed', { guide: '', date: c.deadlineOn ?? '' })
        : null;

export async function listCandidates(ctx: AppContext, auth: AuthSession, access: RequestAccess, eventId: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const [target] = await loadActionTargets(tx, eventScope(auth, access), [eventId], false);
    if (!target || target.companyId !== companyOf(auth)) {
      throw new AppError('notFound', { message: msg(ev, 'notFound') });
    }
    const { facts, candidates } = await loadCandidates(tx, [eventId], today());
    const texts = await glosaReasonTexts(
      tx,
      [...candidates.values()].flatMap((c) => c.glosaCodes),
    );
    const items: AppealCandidate[] = [...candidates.values()].map((c) => ({
      eventId: c.eventId,
      type: c.type,
      procedureRowId: c.procedureRowId,
      numGuide: target.numGuide,
      healthInsuranceId: facts[0]?.healthInsuranceId ?? null,
      label: c.label,
      valueGlosado: c.valueGlosado,
      glosaCodes: c.glosaCodes.map((code) => ({ code, description: texts.get(code) ?? null })),
      glosaReason: c.glosaReason,
      glosaDate: c.glosaDate,
      deadlineOn: c.deadlineOn,
      skipAppeal: c.skipAppeal,
      blockedReason: localized(blockText(c)).message,
    }));
    return { items };
  });
}

/** Why an event cannot be identified now (billing.md §4 "Appeal identified"), or null. */
export function identifyRefusal(target: ActionTarget): 'eventLocked' | 'eventStatus' | null {
  const { state } = target;
  if (!state.active) return 'eventLocked';
  if (isFinished(state.status)) return state.insurer?.isParticular ? 'eventStatus' : null;
  if (state.status === 'WaitSendRecourse') return state.isLocked ? 'eventLocked' : null;
  const start = canStart('recourseIdentify', state);
  if (start.ok) return null;
  return start.reason === 'locked' || start.reason === 'inactive' ? 'eventLocked' : 'eventStatus';
}

/** The events of one identification, locked, each refused with its guide when it cannot take part. */
export async function lockEvents(
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  eventIds: readonly string[],
): Promise<ActionTarget[]> {
  const targets = await loadActionTargets(tx, eventScope(auth, access), eventIds, true);
  if (targets.length !== eventIds.length || targets.some((t) => t.companyId !== companyOf(auth))) {
    throw new AppError('notFound', { message: msg(ev, 'notFound') });
  }
  if (!access.eventWritableCompanyIds.includes(companyOf(auth))) {
    throw new AppError('permissionDenied', { message: msg(ev, 'notWritable') });
  }
  return targets;
}

export interface ChosenItem {
  candidate: Candidate;
  valueAppealed: string;
  justification: string;
  glosaCodes: readonly string[] | undefined;
}

/** Writes the appeal and its items, and moves the events (one insurer; the service checked the rest). */
export async function writeAppeal(
  ctx: AppContext,
  tx: Tx,
  auth: AuthSession,
  targets: readonly ActionTarget[],
  insurer: { id: string; sendAppealDays: number | null; batchId: string | null },
  chosen: readonly ChosenItem[],
  observation: string | null,
): Promise<string> {
  const companyId = companyOf(auth);
  const code = await nextSequential(tx, { id: companyId, table: 'appeals', field: 'code' }, ctx.log);
  if (code === 0) throw new AppError('unknown');
  const batch = insurer.batchId ? await repo.batchOf(tx, insurer.batchId) : null;
  const glosaDate = earliestGlosaDate(chosen.flatMap((c) => c.candidate.glosas))!;
  const items = chosen.map((c) => ({
    valueGlosado: c.candidate.valueGlosado,
    valueAppealed: c.valueAppealed,
    valueAccepted: '0',
    valueReceived: '0',
  }));
  const id = await repo.insertAppeal(tx, {
    companyId,
    healthInsuranceId: insurer.id,
    code,
    scope: 'item',
    batchId: batch?.id ?? null,
    lotNumber: batch?.code ?? null,
    protocolNumber: batch?.protocol ?? null,
    identifiedOn: today(),
    deadlineOn: appealDeadline(glosaDate, insurer.sendAppealDays),
    observation,
    ...appealTotals(items),
  });
  await repo.insertItems(
    tx,
    chosen.map((c) => ({
      appealId: id,
      companyId,
      eventId: c.candidate.eventId,
      type: c.candidate.type,
      procedureRowId: c.candidate.procedureRowId,
      glosaTransactionIds: c.candidate.glosas.map((g) => g.id),
      glosaCodes: c.glosaCodes?.length ? [...c.glosaCodes] : c.candidate.glosaCodes,
      valueGlosado: c.candidate.valueGlosado,
      valueAppealed: c.valueAppealed,
      justification: c.justification,
    })),
  );
  await markIdentified(tx, auth, targets, { id, code });
  return id;
}

/** The one batch all the events share last (the appeal's lote and protocol), or null. */
export const commonBatch = (facts: readonly repo.AppealEventFacts[]): string | null => {
  const last = new Set(facts.map((f) => f.batchesIds.at(-1) ?? null));
  return last.size === 1 ? [...last][0]! : null;
};

/** POST /api/appeals — glosas of one insurer, each with its justification (billing.md §4 "Appeal identified"). */
export async function createAppeal(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: AppealCreateBody) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const eventIds = [...new Set(body.items.map((i) => i.eventId))];
    const targets = await lockEvents(tx, auth, access, eventIds);
    for (const target of targets) {
      const refusal = identifyRefusal(target);
      if (refusal) throw new AppError('statusError', { message: msg(e, refusal, { guide: target.numGuide ?? '' }) });
    }
    const { facts, candidates } = await loadCandidates(tx, eventIds, today());
    const insurers = new Set(facts.map((f) => f.healthInsuranceId));
    if (insurers.has(null)) throw new AppError('statusError', { message: msg(e, 'noInsurer') });
    if (insurers.size > 1) throw AppError.field('inputError', 'items', msg(e, 'oneInsurer'));
    const seen = new Set<string>();
    const chosen = body.items.map((item, i): ChosenItem => {
      const key = candidateKey(item.eventId, item.type, item.procedureRowId);
      const candidate = candidates.get(key);
      if (!candidate) throw AppError.field('inputError', `items.${i}`, msg(e, 'noGlosa'));
      if (seen.has(key)) throw AppError.field('inputError', `items.${i}`, msg(e, 'duplicateItem'));
      seen.add(key);
      if (candidate.blocked === 'deadlinePassed') {
        const guide = targets.find((t) => t.id === item.eventId)?.numGuide ?? '';
        throw AppError.field(
          'inputError',
          `items.${i}`,
          msg(e, 'deadlinePassed', { guide, date: candidate.deadlineOn! }),
        );
      }
      if (candidate.blocked) throw AppError.field('inputError', `items.${i}`, msg(e, candidate.blocked));
      const valueAppealed = item.valueAppealed ?? candidate.valueGlosado;
      const problem = appealedValueProblem(valueAppealed, candidate.valueGlosado);
      if (problem === 'aboveGlosa') {
        throw AppError.field(
          'inputError',
          `items.${i}.valueAppealed`,
          msg(e, 'valueAboveGlosa', { value: candidate.valueGlosado }),
        );
      }
      if (problem) throw AppError.field('inputError', `items.${i}.valueAppealed`, msg(e, 'valueNotPositive'));
      return { candidate, valueAppealed, justification: item.justification, glosaCodes: item.glosaCodes };
    });
    const fact = facts[0]!;
    const id = await writeAppeal(
      ctx,
      tx,
      auth,
      targets,
      { id: fact.healthInsuranceId!, sendAppealDays: fact.sendAppealDays, batchId: commonBatch(facts) },
      chosen,
      body.observation,
    );
    return appealView(tx, (await repo.findAppeal(tx, companyOf(auth), id))!, today());
  });
}
