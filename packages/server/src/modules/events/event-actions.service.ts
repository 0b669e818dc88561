import {
  messages,
  missingMandatoryFields,
  msg,
  readInsurerSettings,
  type BulkResultValue,
  type EventBulkResult,
  type FieldError,
  type LocalizedText,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import {
  applyDigitLimit,
  applyEventAction,
  digitLimitMissing,
  needsBillingAccess,
  needsCustomStatus,
  needsObservation,
  type ActionRefusal,
  type ActionObservation,
  type StatusChanges,
  type TransitionAction,
} from '@honora/domain';
import { EVENT_BULK_FAILURES, eventBulkResult, lockTargets, runBulk, type BulkDecision } from '../../bulk/run-bulk';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import * as repo from './event-actions.repository';
import type { ActionColumns, ActionTarget, ObservationValues } from './event-actions.repository';
import { eventScope, isOwnEvent } from './event-scope';
import { inputErrorOf, LIMITED_FIELDS } from './event-validation';
import { loadEventView, staleVersionError } from './events.service';
import { autoBatchCheckedEvents } from '../batch-membership';

const e = messages.screens.events.errors;
const m = messages.screens.events.validation;

export interface ActionRequest {
  action: TransitionAction;
  observation?: string | undefined;
  customStatus?: string | undefined;
}

/** Why one event cannot take the action: the error the single route throws and the bulk result type. */
interface Refusal {
  result: Exclude<BulkResultValue, 'success'>;
  error: AppError;
}

/** The changes one event takes, decided in memory. */
interface Decision {
  target: ActionTarget;
  changes: StatusChanges;
  observation: ActionObservation | null;
  saveCopy: boolean;
}

const REFUSAL_TEXT: Record<ActionRefusal, () => LocalizedText> = {
  statusInvalid: () => msg(e, 'statusInvalid'),
  statusInvalidCheck: () => msg(e, 'statusInvalidCheck'),
  statusInvalidSendGuia: () => msg(e, 'statusInvalidSendGuia'),
  statusInvalidFinalize: () => msg(e, 'statusInvalidFinalize'),
  locked: () => msg(e, 'locked'),
  inactive: () => msg(e, 'inactive'),
  healthInsuranceNotFound: () => msg(e, 'insurerNotFound'),
  observationRequired: () => msg(m, 'observationRequired'),
  customStatusRequired: () => msg(m, 'customStatusRequired'),
};

function refusalOf(reason: ActionRefusal): Refusal {
  const message = REFUSAL_TEXT[reason]();
  switch (reason) {
    case 'statusInvalid':
    case 'statusInvalidCheck':
    case 'statusInvalidSendGuia':
    case 'statusInvalidFinalize':
      return { result: 'invalidStatus', error: new AppError('statusError', { message }) };
    case 'healthInsuranceNotFound':
      return { result: 'healthInsuranceNotFound', error: new AppError('statusError', { message }) };
    case 'observationRequired':
      return { result: 'invalidState', error: AppError.field('inputError', 'observation', message) };
    case 'customStatusRequired':
      return { result: 'invalidState', error: AppError.field('inputError', 'customStatus', message) };
    case 'locked':
    case 'inactive':
      return { result: 'invalidState', error: new AppError('statusError', { message }) };
  }
}

const denied = (module: string, action: string, message?: LocalizedText) =>
  new AppError('permissionDenied', { params: { module, action }, ...(message ? { message } : {}) });

/**
 * The user-level checks of an action (billing.md §4, decision 015): billing access for the
 * actions of the spec's list, events/revertStatus to revert, events/rm to remove; and the
 * observation / custom status the action needs.
 */
export function checkRequest(access: RequestAccess, request: ActionRequest): void {
  const { action } = request;
  if (needsBillingAccess(action) && !access.allows('billing', 'write')) {
    throw denied('billing', 'write', msg(e, 'billingAccess'));
  }
  if (action === 'revertToAwaitCheck' && !access.allows('events', 'revertStatus')) {
    throw denied('events', 'revertStatus');
  }
  if (action === 'remove' && !access.allows('events', 'rm')) throw denied('events', 'rm');
  if (needsObservation(action) && !request.observation?.trim()) {
    throw AppError.field('inputError', 'observation', msg(m, 'observationRequired'));
  }
  if (needsCustomStatus(action) && !request.customStatus?.trim()) {
    throw AppError.field('inputError', 'customStatus', msg(m, 'customStatusRequired'));
  }
}

/**
 * What `check` also asks of the event (billing.md §5): at least one procedure, every guide
 * data value the insurer's enabled digit limits cover filled and within them ("Erro ao Gerar Guia"),
 * and the company's mandatory fields of the event type (§2 mandatoryFields) filled — an event
 * saved before a field became mandatory is stopped here.
 */
function checkReadiness(target: ActionTarget): Refusal | null {
  if (target.activeProcedures === 0) {
    return { result: 'invalidState', error: AppError.field('inputError', 'procedures', msg(m, 'atLeastOneProcedure')) };
  }
  if (!target.insurerSettings) return null;
  const limits = readInsurerSettings(target.insurerSettings).configs.guideLimits[target.type];
  const fields: FieldError[] = [];
  for (const [field, key] of LIMITED_FIELDS) {
    const limit = limits[field];
    const raw = target.guideData[key];
    const value = typeof raw === 'string' ? raw : raw == null ? null : String(raw);
    if (digitLimitMissing(value, limit) || !applyDigitLimit(value, limit).ok) {
      fields.push(fieldError(`guideData.${key}`, msg(e, 'guideLimit', { min: limit.min, max: limit.max })));
    }
  }
  const { mandatory } = target;
  const missing = missingMandatoryFields(mandatory.fields, target.type, {
    event: mandatory.values,
    guide: target.guideData,
  });
  if (fields.length === 0 && missing.length === 0) return null;
  return { result: 'invalidState', error: inputErrorOf(fields, missing) };
}

/** The event-level checks and the machine's answer for one event. */
function decide(
  auth: AuthSession,
  access: RequestAccess,
  target: ActionTarget,
  request: ActionRequest,
): { ok: true; decision: Decision } | { ok: false; refusal: Refusal } {
  if (!access.eventWritableCompanyIds.includes(target.companyId)) {
    return { ok: false, refusal: { result: 'invalidState', error: denied('events', 'write', msg(e, 'notWritable')) } };
  }
  if (access.ownerOnly && !isOwnEvent(auth.userId, target)) {
    return { ok: false, refusal: { result: 'invalidState', error: denied('events', 'write') } };
  }
  const outcome = applyEventAction(request.action, target.state, request);
  if (!outcome.ok) return { ok: false, refusal: refusalOf(outcome.reason) };
  if (request.action === 'check') {
    const refusal = checkReadiness(target);
    if (refusal) return { ok: false, refusal };
  }
  const decision: Decision = {
    target,
    changes: outcome.changes,
    observation: outcome.observation,
    saveCopy: outcome.saveCopy,
  };
  return { ok: true, decision };
}

function columnsOf(decision: Decision): ActionColumns {
  const columns: ActionColumns = { ...decision.changes };
  const observation = decision.observation;
  if (observation?.column) columns[observation.column] = observation.text;
  return columns;
}

/**
 * Writes the decided events: the revert copies (before the change), one UPDATE per distinct set
 * of columns, and the observations in one insert. With `version` (the single route) answers
 * false when another writer moved the event first, and writes nothing else.
 */
async function write(tx: Tx, auth: AuthSession, decisions: readonly Decision[], version?: number): Promise<boolean> {
  await repo.saveCopies(
    tx,
    decisions.filter((d) => d.saveCopy).map((d) => d.target.id),
    'revertToAwaitCheck',
  );
  const groups = new Map<string, { columns: ActionColumns; ids: string[] }>();
  for (const decision of decisions) {
    const columns = columnsOf(decision);
    const key = JSON.stringify(columns);
    const group = groups.get(key) ?? { columns, ids: [] };
    group.ids.push(decision.target.id);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const written = await repo.updateEvents(tx, group.ids, group.columns, version);
    if (written.length !== group.ids.length) return false;
  }
  const observations: ObservationValues[] = decisions.flatMap((d) =>
    d.observation
      ? [
          {
            eventId: d.target.id,
            companyId: d.target.companyId,
            type: d.observation.type,
            text: d.observation.text,
            userId: auth.userId,
            userName: auth.userName,
          },
        ]
      : [],
  );
  await repo.insertObservations(tx, observations);
  return true;
}

/**
 * The bulk write: every event is locked, so each must be written (else the savepoint rolls back).
 * Checked events go into their automatic batch in the same savepoint (issue 8, decision 017).
 */
async function writeAll(
  ctx: AppContext,
  tx: Tx,
  auth: AuthSession,
  decisions: readonly Decision[],
  action: TransitionAction,
): Promise<void> {
  if (!(await write(tx, auth, decisions))) throw new Error('bulk event action: a locked event was not written');
  if (action === 'check')
    await autoBatchCheckedEvents(
      ctx,
      tx,
      auth,
      decisions.map((d) => d.target),
    );
}

/**
 * POST /api/events/:id/actions: one event moved by one action, at the version the screen read
 * (billing.md §4; decision 015). Answers the event view after the change, read in the same transaction.
 */
export async function runEventAction(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ActionRequest & { version: number },
) {
  const request: ActionRequest = {
    action: body.action,
    observation: body.observation,
    customStatus: body.customStatus,
  };
  checkRequest(access, request);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const [target] = await repo.loadTargets(tx, eventScope(auth, access), [id], true);
    if (!target) throw new AppError('notFound', { message: msg(e, 'notFound') });
    if (target.version !== body.version) throw await staleVersionError(tx, id);
    const decided = decide(auth, access, target, request);
    if (!decided.ok) throw decided.refusal.error;
    if (!(await write(tx, auth, [decided.decision], body.version))) throw await staleVersionError(tx, id);
    if (request.action === 'check') await autoBatchCheckedEvents(ctx, tx, auth, [target]);
    return loadEventView(tx, auth, access, id);
  });
}

/**
 * POST /api/events/bulk-actions: one action on many events (at most 500), each answering its
 * own result type (billing.md §8). Acts on the current state of each event (no version) but
 * moves every changed event to its next version. One query loads all events; the changes are
 * written with one statement per resulting state; should that fail, every event is retried in
 * its own savepoint so one bad event does not stop the others.
 */
export async function runBulkEventAction(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: ActionRequest & { eventIds: string[] },
) {
  const request: ActionRequest = {
    action: body.action,
    observation: body.observation,
    customStatus: body.customStatus,
  };
  checkRequest(access, request);
  const results = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    // An id the user cannot see is refused as a whole (the lists only offer visible events).
    const targets = await lockTargets(
      body.eventIds,
      (ids) => repo.loadTargets(tx, eventScope(auth, access), ids, true),
      () => new AppError('notFound', { message: msg(e, 'notFound') }),
    );
    return actOnTargets(ctx, tx, auth, access, targets, request);
  });
  return { results };
}

/**
 * One action on loaded (and locked) events inside an open transaction, each answering its own
 * result (the bulk route; the batch's "send guide" reuses it). The changes are written with one
 * statement per resulting state; should that fail, every event is retried in its own savepoint
 * so one bad event does not stop the others. Answers one result per target, in their order.
 */
export async function actOnTargets(
  ctx: AppContext,
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  targets: readonly ActionTarget[],
  request: ActionRequest,
): Promise<EventBulkResult[]> {
  const run = await runBulk(ctx, tx, {
    label: request.action,
    targets,
    decide: (target): BulkDecision<Decision, BulkResultValue> => {
      const decided = decide(auth, access, target, request);
      if (decided.ok) return decided;
      const { result, error } = decided.refusal;
      return { ok: false, refusal: { result, message: error.messageData } };
    },
    write: (sp, decisions) => writeAll(ctx, sp, auth, decisions, request.action),
    failures: EVENT_BULK_FAILURES,
  });
  return run.outcomes.map(eventBulkResult);
}
