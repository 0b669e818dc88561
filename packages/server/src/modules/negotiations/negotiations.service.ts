import { messages, type Negotiation, type NegotiationTerms, type negotiationInputSchema, msg } from '@honora/contract';
import { brazilDate, hasStarted } from '@honora/domain';
import { withTenant, type Tx } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { findInsurer } from '../health-insurers';
import { assertWritable } from '../registries';
import { editableOf, termsOf, toNegotiation, withoutValues, type NegotiationEditable } from './negotiations.answer';
import { checkSave } from './negotiations.checks';
import * as repo from './negotiations.repository';

const e = messages.screens.negotiations.errors;

type Body = z.output<typeof negotiationInputSchema>;

/** "Today" for the validity rules: the calendar date in São Paulo (docs/decisions/014-pricing.md). */
const today = () => brazilDate(new Date());

/** The answer: without R$ amounts for a user who may not see values. */
const answer = (negotiation: Negotiation, access: RequestAccess) =>
  access.canSeeValues ? negotiation : withoutValues(negotiation);

/** An insurer of the session's companies (404 otherwise); `lock` serializes the writes of its negotiations. */
async function insurerOrFail(tx: Tx, access: RequestAccess, insurerId: string, lock = false) {
  const insurer = await findInsurer(tx, access.companyIds, insurerId, lock);
  if (!insurer) throw new AppError('notFound', { message: msg(e, 'insurerNotFound') });
  return insurer;
}

async function negotiationOrFail(tx: Tx, access: RequestAccess, id: string) {
  const record = await repo.findNegotiation(tx, access.companyIds, id);
  if (!record) throw new AppError('notFound', { message: msg(e, 'notFound') });
  return record;
}

/**
 * The insurer of a negotiation, locked for the write and checked writable, and the
 * negotiation read again under that lock (a concurrent write may have changed it).
 */
async function lockForWrite(tx: Tx, access: RequestAccess, id: string) {
  const found = await negotiationOrFail(tx, access, id);
  const insurer = await writableInsurer(tx, access, found.healthInsurerId);
  return { insurer, record: await negotiationOrFail(tx, access, id) };
}

/** Locks the insurer (one writer of its negotiations at a time) and refuses a filial's matriz or a deleted insurer. */
async function writableInsurer(tx: Tx, access: RequestAccess, insurerId: string) {
  const insurer = await insurerOrFail(tx, access, insurerId, true);
  assertWritable(access, insurer.companyId, 'healthInsurances');
  if (insurer.deletedAt)
    throw new AppError('statusError', { message: msg(messages.screens.healthInsurers.validation, 'deleted') });
  return insurer;
}

const editableOfBody = (body: Body): NegotiationEditable => ({
  name: body.name,
  start: body.start,
  end: body.end,
  cbhpmId: body.cbhpmId,
  valuationId: body.valuationId,
  useCbhpm: body.useCbhpm,
  ...termsOf(body),
});

function columnsOf(next: NegotiationEditable) {
  const { name, start, end, cbhpmId, valuationId, useCbhpm, ...terms } = next;
  return {
    name,
    startsOn: start,
    endsOn: end,
    cbhpmEditionId: cbhpmId,
    cbhpmValuationId: valuationId,
    useCbhpm,
    terms: terms satisfies NegotiationTerms as Record<string, unknown>,
  };
}

/**
 * Checks and writes a negotiation of a locked insurer: the rules first, then the closing of
 * the open-ended one it follows and its own row — all in the caller's transaction, so a
 * refusal writes nothing.
 */
async function save(
  tx: Tx,
  insurer: { id: string; companyId: string },
  current: (NegotiationEditable & { id: string }) | null,
  next: NegotiationEditable,
): Promise<string> {
  const scope = { companyId: insurer.companyId, insurerId: insurer.id, today: today() };
  const closes = await checkSave(tx, scope, current, next);
  for (const close of closes) await repo.updateNegotiation(tx, close.id, { endsOn: close.end });
  if (current) {
    await repo.updateNegotiation(tx, current.id, columnsOf(next));
    return current.id;
  }
  return repo.insertNegotiation(tx, { ...columnsOf(next), companyId: insurer.companyId, healthInsurerId: insurer.id });
}

async function reread(tx: Tx, access: RequestAccess, id: string): Promise<Negotiation> {
  return toNegotiation(await negotiationOrFail(tx, access, id), today());
}

/** The insurer's negotiations, the newest validity first, with their status today. */
export async function listNegotiations(ctx: AppContext, auth: AuthSession, access: RequestAccess, insurerId: string) {
  const items = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const insurer = await insurerOrFail(tx, access, insurerId);
    return repo.listNegotiations(tx, insurer.companyId, insurer.id);
  });
  const day = today();
  return { items: items.map((record) => answer(toNegotiation(record, day), access)) };
}

export async function getNegotiation(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const negotiation = await withTenant(ctx.db, tenantOf(auth, access), (tx) => reread(tx, access, id));
  return answer(negotiation, access);
}

export async function createNegotiation(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  insurerId: string,
  body: Body,
) {
  const negotiation = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const insurer = await writableInsurer(tx, access, insurerId);
    return reread(tx, access, await save(tx, insurer, null, editableOfBody(body)));
  });
  return answer(negotiation, access);
}

/** A not-started negotiation takes any change; a started one only a new end (billing.md §5). */
export async function updateNegotiation(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: Body,
) {
  const negotiation = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { insurer, record } = await lockForWrite(tx, access, id);
    return reread(tx, access, await save(tx, insurer, { id, ...editableOf(record) }, editableOfBody(body)));
  });
  return answer(negotiation, access);
}

/** Soft delete of a negotiation that has not started (a started one may have priced events). */
export async function removeNegotiation(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { record } = await lockForWrite(tx, access, id);
    if (hasStarted({ start: record.startsOn }, today()))
      throw new AppError('statusError', { message: msg(e, 'startedRemove') });
    await repo.updateNegotiation(tx, id, { deletedAt: new Date() });
  });
  return { ok: true as const };
}

/** A new negotiation with the terms and tables of another, from `start`, open-ended, under the rules of a create. */
export async function copyNegotiation(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { start: string; name?: string | undefined },
) {
  const negotiation = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { insurer, record } = await lockForWrite(tx, access, id);
    const next = { ...editableOf(record), name: body.name ?? record.name, start: body.start, end: null };
    return reread(tx, access, await save(tx, insurer, null, next));
  });
  return answer(negotiation, access);
}
