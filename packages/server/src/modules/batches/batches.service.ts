import {
  messages,
  msg,
  readInsurerSettings,
  type Batch,
  type batchCreateBodySchema,
  type BatchEvent,
  type batchListQuerySchema,
  type BatchStatusAction,
  type BatchSummary,
  type batchUpdateBodySchema,
} from '@honora/contract';
import { batches, events, withTenant, type Tx } from '@honora/db';
import {
  ACCEPT_MOVES_STATUSES,
  applyBatchStatusAction,
  batchActionFlags,
  batchMaxEvents,
  CLOSE_SENDS_STATUSES,
} from '@honora/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventScope } from '../events';
import { isUniqueViolation } from '../registries';
import { nextBatchCode } from '../batch-membership';
import * as repo from './batches.repository';
import { toXmlFileView } from './xml-file-view';

const b = messages.screens.batches;
const e = b.errors;

export const batchNotFound = () => new AppError('notFound', { message: msg(e, 'notFound') });
const notWritable = () => new AppError('permissionDenied', { message: msg(e, 'notWritable') });
const codeExists = () => AppError.field('inputError', 'code', msg(b.validation, 'codeExists'));

/** The otherUser refusal of a batch saved by someone else since the screen read it. */
async function staleBatch(tx: Tx, id: string): Promise<AppError> {
  const [row] = await tx
    .select({
      updatedByName: batches.updatedByName,
      createdByName: batches.createdByName,
      updatedAt: batches.updatedAt,
      createdAt: batches.createdAt,
    })
    .from(batches)
    .where(eq(batches.id, id));
  const at = row ? (row.updatedAt ?? row.createdAt) : new Date();
  return new AppError('otherUser', {
    params: { updatedByName: row ? (row.updatedByName ?? row.createdByName) : '', updatedAt: at.toISOString() },
  });
}

/**
 * batches write in a company whose events the session may manipulate: a batch's writes move its
 * events, so the matriz's flags eventsByBranch / eventsByHeadquarters (platform.md §6) narrow
 * them as they narrow the events' own writes.
 */
export function canWriteBatch(access: RequestAccess, companyId: string): boolean {
  return access.eventWritableCompanyIds.includes(companyId) && access.allows('batches', 'write');
}

/** A visible batch locked for a write (404 when not visible, 403 when its company is read-only). */
export async function writableBatch(tx: Tx, access: RequestAccess, id: string) {
  const row = await repo.lockBatch(tx, access.companyIds, id);
  if (!row) throw batchNotFound();
  if (!canWriteBatch(access, row.companyId)) throw notWritable();
  return row;
}

const money = (value: string | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
};

export function toSummary(row: repo.SummaryRow): BatchSummary {
  const batch = row.batch;
  return {
    id: batch.id,
    companyId: batch.companyId,
    version: batch.version,
    code: batch.code,
    name: batch.name,
    protocol: batch.protocol,
    status: batch.status,
    healthInsuranceId: batch.healthInsuranceId,
    insurerName: row.insurerName,
    type: batch.type,
    hospitalId: batch.hospitalId,
    hospitalName: row.hospitalName,
    competence: batch.competence,
    automatic: batch.automatic,
    active: batch.active,
    closed: batch.closed,
    accepted: batch.accepted,
    xmlGenerated: batch.xmlGenerated,
    eventCount: Number(row.eventCount),
    totalProduced: money(row.totalProduced),
    lastXmlStatus: (row.lastXmlStatus as BatchSummary['lastXmlStatus']) ?? null,
    createdAt: batch.createdAt.toISOString(),
    createdByName: batch.createdByName,
  };
}

/** A batch's summary inside an open transaction (404 when not visible). */
export async function loadSummary(tx: Tx, access: RequestAccess, id: string): Promise<BatchSummary> {
  const row = await repo.findSummary(tx, access.companyIds, id);
  if (!row) throw batchNotFound();
  return toSummary(row);
}

/** The batch screen inside an open transaction: summary, events, totals, attachments, XML files, settings, actions. */
export async function loadBatchView(tx: Tx, auth: AuthSession, access: RequestAccess, id: string): Promise<Batch> {
  const row = await repo.findSummary(tx, access.companyIds, id);
  if (!row) throw batchNotFound();
  const batch = row.batch;
  const insurer = await repo.findInsurer(tx, batch.companyId, batch.healthInsuranceId);
  const settings = readInsurerSettings({ configs: insurer?.configs ?? {}, flags: insurer?.flags ?? {} });
  const eventRows = await repo.listBatchEvents(tx, id);
  const activeRows = eventRows.filter((r) => r.active);
  const sum = (pick: (r: (typeof eventRows)[number]) => string) =>
    money(String(activeRows.reduce((acc, r) => acc + Math.round(Number(pick(r)) * 100), 0) / 100));
  const eventViews: BatchEvent[] = eventRows.map((r) => ({
    id: r.id,
    numGuide: r.numGuide,
    patientName: r.patientName,
    dtProcedure: r.dtProcedure,
    status: r.status as BatchEvent['status'],
    active: r.active,
    anesthetistName: r.anesthetistName,
    totalProduced: money(r.totalProduced),
    totalReceived: money(r.totalReceived),
    totalGlosado: money(r.totalGlosado),
    totalLoss: money(r.totalLoss),
    hasTransactions: r.hasTransactions === true,
    addedToBatchAt: r.addedToBatchAt ? r.addedToBatchAt.toISOString() : null,
  }));
  const actions = batchActionFlags(
    {
      status: batch.status,
      active: batch.active,
      xmlGenerated: batch.xmlGenerated,
      activeEvents: activeRows.length,
      allEvents: eventRows.length,
    },
    { canWrite: canWriteBatch(access, batch.companyId), hasBillingAccess: access.allows('billing', 'write') },
  );
  void auth;
  return {
    ...toSummary(row),
    attachments: repo.attachmentsOf(batch).map((a) => ({
      id: a.id,
      fileName: a.fileName,
      mime: a.mime,
      size: a.size,
      createdAt: a.createdAt,
      createdByName: a.createdByName,
    })),
    cobrancas: batch.cobrancas,
    events: eventViews,
    totals: {
      events: activeRows.length,
      totalProduced: sum((r) => r.totalProduced),
      totalReceived: sum((r) => r.totalReceived),
      totalGlosado: sum((r) => r.totalGlosado),
      totalLoss: sum((r) => r.totalLoss),
    },
    xmlFiles: (await repo.listXmlFiles(tx, id)).map(toXmlFileView),
    versionXML: (insurer?.versionXml ?? '4.03.00') as Batch['versionXML'],
    hashEncoding: (insurer?.hashEncoding ?? 'ISO-8859-1') as Batch['hashEncoding'],
    downloadType: settings.flags.xmlAsZip ? 'zip' : 'xml',
    maxEvents: batchMaxEvents(settings.configs.autoBatchMaxEvents),
    actions,
  };
}

type ListQuery = z.output<typeof batchListQuerySchema>;

/** GET /api/batches — the visible companies' batches, newest first, pages of at most 100. */
export async function listBatches(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: ListQuery) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    let forEvent: repo.ListFilters['forEvent'];
    if (query.forEventId) {
      const [event] = await tx
        .select({
          companyId: events.companyId,
          healthInsuranceId: events.healthInsuranceId,
          type: events.type,
          batchesIds: events.batchesIds,
        })
        .from(events)
        .where(and(eq(events.id, query.forEventId), eventScope(auth, access)));
      forEvent = event ? { ...event, currentBatchId: event.batchesIds[0] ?? null } : null;
    }
    const { rows, total } = await repo.listSummaries(tx, {
      companyIds: access.companyIds,
      search: query.search,
      status: query.status,
      healthInsuranceId: query.healthInsuranceId,
      type: query.type,
      active: query.active,
      ...(forEvent !== undefined ? { forEvent } : {}),
      page: query.page,
      pageSize: query.pageSize,
    });
    return { items: rows.map(toSummary), total };
  });
}

/** GET /api/batches/:id */
export async function getBatch(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), (tx) => loadBatchView(tx, auth, access, id));
}

/** A unique-index race on the code answers the same field error as the check. */
async function guardedCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'batches_company_code_key')) throw codeExists();
    throw error;
  }
}

type CreateBody = z.output<typeof batchCreateBodySchema>;

/**
 * POST /api/batches — an OPEN batch of an insurer of the company (billing.md §5: a batch must
 * have an insurer), its code typed or the company's next batch number.
 */
export async function createBatch(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: CreateBody) {
  if (!canWriteBatch(access, body.companyId)) throw notWritable();
  return guardedCode(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const insurer = await repo.findInsurer(tx, body.companyId, body.healthInsuranceId);
      if (!insurer) throw AppError.field('inputError', 'healthInsuranceId', msg(b.validation, 'noInsurer'));
      if (body.hospitalId && !(await repo.findHospital(tx, body.companyId, body.hospitalId))) {
        throw AppError.field('inputError', 'hospitalId', msg(b.validation, 'hospitalNotFound'));
      }
      let code = body.code;
      if (code) {
        if (await repo.codeTaken(tx, body.companyId, code)) throw codeExists();
      } else {
        code = await nextBatchCode(ctx, tx, body.companyId);
      }
      const company = await repo.companyFacts(tx, body.companyId);
      const id = await repo.insertBatch(tx, {
        companyId: body.companyId,
        matrizId: company.matrizId,
        code,
        name: body.name,
        protocol: body.protocol,
        healthInsuranceId: body.healthInsuranceId,
        type: body.type,
        hospitalId: body.hospitalId,
      });
      return loadBatchView(tx, auth, access, id);
    }),
  );
}

type UpdateBody = z.output<typeof batchUpdateBodySchema>;

/** PUT /api/batches/:id — code, name and protocol, at the version the screen read. */
export async function updateBatch(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: UpdateBody,
) {
  return guardedCode(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const row = await writableBatch(tx, access, id);
      if (row.version !== body.version) throw await staleBatch(tx, id);
      if (!row.active) throw new AppError('statusError', { message: msg(e, 'statusAction') });
      if (body.code !== row.code && (await repo.codeTaken(tx, row.companyId, body.code, id))) throw codeExists();
      await repo.updateBatchAtVersion(tx, id, body.version, {
        code: body.code,
        name: body.name,
        protocol: body.protocol,
      });
      return loadBatchView(tx, auth, access, id);
    }),
  );
}

/** DELETE /api/batches/:id — only an OPEN batch no event points at (errors.notEmpty). */
export async function removeBatch(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await writableBatch(tx, access, id);
    if (!row.active) throw batchNotFound();
    if (row.status !== 'OPEN') throw new AppError('statusError', { message: msg(e, 'statusAction') });
    const [anyEvent] = await tx.select({ id: events.id }).from(events).where(repo.inBatch(id)).limit(1);
    if (anyEvent) throw new AppError('statusError', { message: msg(e, 'notEmpty') });
    await repo.updateBatchAtVersion(tx, id, row.version, { active: false, deletedAt: new Date() });
    return { ok: true as const };
  });
}

/**
 * POST /api/batches/:id/status (billing.md §4 Batch; decision 017). close: OPEN → CLOSED, and
 * with the company flag closeBatchSendsAndLocks its active WaitSendGuia events are sent
 * (WaitPayment, guiaSent). accept: its active events in AwaitingCheck, Custom, Pending or
 * WaitSendGuia go to WaitPayment with the guide sent. Every changed event moves to its next version.
 */
export async function runBatchStatus(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { version: number; action: BatchStatusAction },
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await writableBatch(tx, access, id);
    if (row.version !== body.version) throw await staleBatch(tx, id);
    if (!row.active) throw batchNotFound();
    const outcome = applyBatchStatusAction(body.action, row, row.xmlGenerated);
    if (!outcome.ok) {
      throw new AppError('statusError', {
        message: msg(e, outcome.reason === 'acceptLocked' ? 'acceptLocked' : 'statusAction'),
      });
    }
    await repo.updateBatchAtVersion(tx, id, body.version, outcome.state);
    if (body.action === 'accept') await repo.sendBatchEvents(tx, id, ACCEPT_MOVES_STATUSES);
    if (body.action === 'close') {
      const { flags } = await repo.companyFacts(tx, row.companyId);
      if (flags.closeBatchSendsAndLocks === true) await repo.sendBatchEvents(tx, id, CLOSE_SENDS_STATUSES);
    }
    return loadBatchView(tx, auth, access, id);
  });
}
