import type { z } from 'zod';
import {
  COLLECTION_LIMITS,
  messages,
  msg,
  type Collection,
  type collectionCreateBodySchema,
  type collectionListQuerySchema,
  type collectionUpdateBodySchema,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { collectionAmounts, collectionOpen, collectionStatus, isChargeable, monthAfter } from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventScope } from '../events';
import { requireBillingAccess } from '../money';
import { nextSequential } from '../sequential';
import * as repo from './collections.repository';

const e = messages.screens.collections.errors;
type ListQuery = z.output<typeof collectionListQuerySchema>;
type CreateBody = z.output<typeof collectionCreateBodySchema>;
type UpdateBody = z.output<typeof collectionUpdateBodySchema>;

export function toCollection(row: repo.CollectionWithInsurer): Collection {
  return {
    id: row.id,
    companyId: row.companyId,
    code: row.code,
    healthInsuranceId: row.healthInsuranceId,
    healthInsuranceName: row.healthInsuranceName,
    date: row.date,
    dtBilling: row.dtBilling,
    dtBaixa: row.dtBaixa,
    status: collectionStatus(row),
    isAllowTransfer: row.isAllowTransfer,
    active: row.active,
    eventCount: row.eventCount,
    batchIds: row.batchIds,
    value: row.value,
    valueCharged: row.charged,
    valuePaid: row.paid,
    valueCut: row.cut,
    valueOpen: collectionOpen(row),
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
  };
}

const flag = (value: 'true' | 'false' | 'all') => (value === 'all' ? undefined : value === 'true');

export async function listCollections(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: ListQuery) {
  if (query.from && query.to && query.from > query.to)
    throw AppError.field('inputError', 'to', msg(e, 'periodInverted'));
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { items, total } = await repo.listCollections(
      tx,
      access.companyIds,
      {
        from: query.from ? `${query.from}-01` : undefined,
        until: query.to ? `${monthAfter(query.to)}-01` : undefined,
        healthInsuranceId: query.healthInsuranceId,
        active: flag(query.active),
        isAllowTransfer: flag(query.isAllowTransfer),
      },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return { items: items.map(toCollection), total };
  });
}

/** A collection of the visible companies (locked when it is about to change). */
export async function collectionOrFail(tx: Tx, access: RequestAccess, id: string, lock = false) {
  const row = await repo.findCollection(tx, access.companyIds, id, lock);
  if (!row) throw new AppError('notFound', { message: msg(e, 'notFound') });
  return row;
}

/** An active collection not yet settled: the only kind that takes payments or changes its events. */
export function assertOpen(row: repo.CollectionRow): void {
  if (!row.active) throw new AppError('statusError', { message: msg(e, 'canceled') });
  if (row.dtBaixa) throw new AppError('statusError', { message: msg(e, 'settled') });
}

export async function getCollection(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => toCollection(await collectionOrFail(tx, access, id)));
}

/** The batches must be live, visible and of the collection's insurer. */
async function checkBatches(tx: Tx, access: RequestAccess, body: CreateBody) {
  const found = await repo.batchesOf(tx, access.companyIds, body.batchIds);
  if (found.length !== new Set(body.batchIds).size) throw AppError.field('inputError', 'batchIds', msg(e, 'notFound'));
  const other = found.find((b) => b.healthInsuranceId !== body.healthInsuranceId);
  if (other) throw AppError.field('inputError', 'batchIds', msg(e, 'batchOtherInsurer', { code: other.code }));
}

/** The events the body names: its ids, else its batches, else its period (checkSource saw one is there). */
function sourceOf(body: CreateBody): repo.EventSource {
  if (body.eventIds.length > 0) return { eventIds: body.eventIds };
  if (body.batchIds.length > 0) return { batchIds: body.batchIds };
  return { insurerId: body.healthInsuranceId, from: body.periodFrom!, to: body.periodTo! };
}

/** How many events of batches or a period are looked at (those that cannot be charged included). */
const CANDIDATE_LIMIT = COLLECTION_LIMITS.events * 4;

/**
 * The events a new collection takes (billing.md §8 collections): named events must all be
 * chargeable and of its insurer; from batches or a period, those that cannot be charged because of
 * their state are left out and counted. Any of them already in an active collection refuses the
 * whole creation ("collection already exists").
 */
async function eventsToCharge(tx: Tx, auth: AuthSession, access: RequestAccess, body: CreateBody) {
  const tooMany = () =>
    AppError.field('inputError', 'batchIds', msg(e, 'tooManyEvents', { max: COLLECTION_LIMITS.events }));
  const candidates = await repo.lockEvents(tx, eventScope(auth, access), sourceOf(body), CANDIDATE_LIMIT + 1);
  if (candidates.length > CANDIDATE_LIMIT) throw tooMany();
  if (body.eventIds.length > 0 && candidates.length !== new Set(body.eventIds).size) {
    throw AppError.field('inputError', 'eventIds', msg(messages.screens.events.errors, 'notFound'));
  }
  const otherInsurer = candidates.find((c) => c.healthInsuranceId !== body.healthInsuranceId);
  if (otherInsurer) {
    throw AppError.field('inputError', 'eventIds', msg(e, 'otherInsurer', { guide: otherInsurer.numGuide ?? '' }));
  }
  const chargeable = candidates.filter(isChargeable);
  if (body.eventIds.length > 0 && chargeable.length !== candidates.length) {
    const closed = candidates.find((c) => !isChargeable(c))!;
    throw AppError.field('inputError', 'eventIds', msg(e, 'eventNotOpen', { guide: closed.numGuide ?? '' }));
  }
  const active = await repo.activeCollectionIds(
    tx,
    chargeable.flatMap((c) => (c.cobrancaId ? [c.cobrancaId] : [])),
  );
  const charged = chargeable.filter((c) => c.cobrancaId && active.has(c.cobrancaId));
  if (charged.length > 0) {
    const guides = charged
      .slice(0, 10)
      .map((c) => c.numGuide ?? '')
      .join(', ');
    throw new AppError('statusError', { message: msg(e, 'alreadyExists', { guides }) });
  }
  if (chargeable.length === 0) throw AppError.field('inputError', 'batchIds', msg(e, 'noEvents'));
  if (chargeable.length > COLLECTION_LIMITS.events) throw tooMany();
  return { chargeable, hiddenCount: candidates.length - chargeable.length };
}

/** The body names its events: some ids, some batches or a whole period in order. */
function checkSource(body: CreateBody): void {
  const hasPeriod = body.periodFrom !== undefined || body.periodTo !== undefined;
  if (body.eventIds.length === 0 && body.batchIds.length === 0 && !hasPeriod) {
    throw AppError.field('inputError', 'batchIds', msg(e, 'eventsRequired'));
  }
  if (hasPeriod && (!body.periodFrom || !body.periodTo)) {
    throw AppError.field(
      'inputError',
      body.periodFrom ? 'periodTo' : 'periodFrom',
      msg(messages.validation, 'required'),
    );
  }
  if (body.periodFrom && body.periodTo && body.periodFrom > body.periodTo) {
    throw AppError.field('inputError', 'periodTo', msg(e, 'periodInverted'));
  }
}

export async function createCollection(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: CreateBody) {
  requireBillingAccess(access);
  checkSource(body);
  const companyId = auth.companyId!;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await checkBatches(tx, access, body);
    const { chargeable, hiddenCount } = await eventsToCharge(tx, auth, access, body);
    const code = await nextSequential(tx, { id: companyId, table: 'cobrancas', field: 'code' }, ctx.log);
    const row = await repo.insertCollection(tx, {
      companyId,
      code,
      healthInsuranceId: body.healthInsuranceId,
      date: body.date,
      dtBilling: body.dtBilling,
      isAllowTransfer: body.isAllowTransfer,
      ...collectionAmounts(chargeable),
      eventCount: chargeable.length,
      batchIds: [...new Set(body.batchIds)],
    });
    await repo.setEventsCollection(
      tx,
      chargeable.map((c) => c.id),
      row.id,
    );
    await repo.linkBatches(tx, row.batchIds, row.id, true);
    return { collection: toCollection((await repo.findCollection(tx, [companyId], row.id))!), hiddenCount };
  });
}

export async function updateCollection(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: UpdateBody,
) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await collectionOrFail(tx, access, id, true);
    if (!row.active) throw new AppError('statusError', { message: msg(e, 'canceled') });
    await repo.updateCollection(tx, id, body);
    return toCollection((await repo.findCollection(tx, access.companyIds, id))!);
  });
}

/** Cancels a collection with no active entry: its events may be charged again, its batches forget it. */
export async function cancelCollection(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await collectionOrFail(tx, access, id, true);
    if (!row.active) throw new AppError('statusError', { message: msg(e, 'canceled') });
    if (await repo.hasEntries(tx, id)) throw new AppError('statusError', { message: msg(e, 'hasEntries') });
    await repo.releaseEvents(tx, id);
    await repo.linkBatches(tx, row.batchIds, id, false);
    await repo.updateCollection(tx, id, { active: false });
    return toCollection((await repo.findCollection(tx, access.companyIds, id))!);
  });
}

export async function collectionEventPage(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  query: { page: number; pageSize: number },
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await collectionOrFail(tx, access, id);
    return repo.collectionEvents(tx, id, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  });
}
