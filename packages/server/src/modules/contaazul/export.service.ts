import {
  CONTA_AZUL_MAX_EVENTS,
  messages,
  msg,
  type ContaAzulEventExport,
  type contaAzulExportBodySchema,
  type contaAzulExportsQuerySchema,
} from '@honora/contract';
import { batches, cobrancas, contaAzulExports, events, healthInsurers, jobs, withTenant, type Tx } from '@honora/db';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { enqueue } from '../../jobs/enqueue';
import { lockCompanyRule } from '../registries';
import { scopeOf } from './connection.service';
import { liveConnection } from './contaazul-session';
import { contaAzulExportJob } from './export.job';

/**
 * Exports to Conta Azul as jobs (decision 054): the events of a list, a batch or a collection,
 * resolved when asked; one export per company at a time; each event's result kept on its row.
 */
const e = messages.screens.contaAzul.errors;
const LOCK = 'contaazul-export';
const RECENT_JOBS = 20;

const active = (companyId: string) => and(eq(events.companyId, companyId), eq(events.active, true));

async function targetEvents(
  tx: Tx,
  companyId: string,
  body: z.output<typeof contaAzulExportBodySchema>,
): Promise<string[]> {
  const order = [asc(events.dtProcedure), asc(events.numGuide), asc(events.id)];
  if (body.eventIds) {
    const wanted = [...new Set(body.eventIds)];
    const rows = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(active(companyId), inArray(events.id, wanted)))
      .orderBy(...order);
    if (rows.length !== wanted.length) throw AppError.field('notFound', 'eventIds', msg(e, 'eventNotFound'));
    return rows.map((r) => r.id);
  }
  if (body.batchId) {
    const [batch] = await tx
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.id, body.batchId), eq(batches.companyId, companyId), eq(batches.active, true)));
    if (!batch) throw new AppError('notFound');
    const rows = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(active(companyId), sql`${events.batchesIds} @> array[${batch.id}]::uuid[]`))
      .orderBy(...order);
    return rows.map((r) => r.id);
  }
  const [collection] = await tx
    .select({ id: cobrancas.id })
    .from(cobrancas)
    .where(and(eq(cobrancas.id, body.collectionId!), eq(cobrancas.companyId, companyId), eq(cobrancas.active, true)));
  if (!collection) throw new AppError('notFound');
  const rows = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(active(companyId), eq(events.cobrancaId, collection.id)))
    .orderBy(...order);
  return rows.map((r) => r.id);
}

/** POST /api/contaazul/exports. */
export async function startExport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: z.output<typeof contaAzulExportBodySchema>,
) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, LOCK, companyId);
    // The events first: another company's event, batch or collection is not found, connected or not.
    const eventIds = await targetEvents(tx, companyId, body);
    const connection = await liveConnection(tx, companyId);
    if (!connection) throw new AppError('statusError', { message: msg(e, 'notConnected') });
    if (connection.revokedAt) throw new AppError('statusError', { message: msg(e, 'revoked') });
    if (!connection.settings?.financialAccountId || !connection.settings?.categoryId) {
      throw new AppError('statusError', { message: msg(e, 'settingsMissing') });
    }
    const [running] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.companyId, companyId),
          eq(jobs.kind, contaAzulExportJob.kind),
          inArray(jobs.status, ['NOT_STARTED', 'RUNNING']),
        ),
      )
      .limit(1);
    if (running) throw new AppError('statusError', { message: msg(e, 'exportRunning') });
    if (eventIds.length === 0) throw new AppError('statusError', { message: msg(e, 'noEvents') });
    if (eventIds.length > CONTA_AZUL_MAX_EVENTS) {
      throw new AppError('statusError', { message: msg(e, 'tooManyEvents', { max: CONTA_AZUL_MAX_EVENTS }) });
    }
    const job = await enqueue(tx, {
      handler: contaAzulExportJob,
      companyId,
      payload: { companyId, companyIds: [...tenant.companyIds], eventIds },
    });
    return { jobId: job.id, count: eventIds.length };
  });
}

/** GET /api/contaazul/exports?jobId= | eventId=: the rows, with what identifies each event. */
export async function listExports(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: z.output<typeof contaAzulExportsQuerySchema>,
): Promise<{ items: ContaAzulEventExport[] }> {
  const { companyId, tenant } = scopeOf(auth, access);
  if (!query.jobId && !query.eventId) return { items: [] };
  return withTenant(ctx.db, tenant, async (tx) => {
    const rows = await tx
      .select({
        row: contaAzulExports,
        guide: events.numGuide,
        dtProcedure: events.dtProcedure,
        insurerName: healthInsurers.name,
      })
      .from(contaAzulExports)
      .innerJoin(events, eq(events.id, contaAzulExports.eventId))
      .leftJoin(healthInsurers, eq(healthInsurers.id, events.healthInsuranceId))
      .where(
        and(
          eq(contaAzulExports.companyId, companyId),
          isNull(contaAzulExports.deletedAt),
          query.jobId ? eq(contaAzulExports.lastJobId, query.jobId) : undefined,
          query.eventId ? eq(contaAzulExports.eventId, query.eventId) : undefined,
        ),
      )
      .orderBy(asc(events.dtProcedure), asc(events.numGuide), asc(events.id))
      .limit(CONTA_AZUL_MAX_EVENTS);
    return {
      items: rows.map(({ row, guide, dtProcedure, insurerName }) => ({
        eventId: row.eventId,
        guide,
        dtProcedure,
        insurerName,
        state: row.state,
        exportedValue: row.exportedValue,
        dueDate: row.dueDate,
        settledValue: row.settledValue,
        settledOn: row.settledOn,
        exportedAt: row.exportedAt?.toISOString() ?? null,
        lastError: row.lastError,
      })),
    };
  });
}

/** GET /api/contaazul/jobs: the company's last exports, with their counts. */
export async function listExportJobs(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const rows = await tx
      .select({
        id: jobs.id,
        status: jobs.status,
        progress: jobs.progress,
        payload: jobs.payload,
        createdAt: jobs.createdAt,
        createdByName: jobs.createdByName,
        exported: sql<number>`(select count(*)::int from ${contaAzulExports} x where x.last_job_id = ${jobs.id} and x.state = 'EXPORTED' and x.deleted_at is null)`,
        failed: sql<number>`(select count(*)::int from ${contaAzulExports} x where x.last_job_id = ${jobs.id} and x.state = 'FAILED' and x.deleted_at is null)`,
      })
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.kind, contaAzulExportJob.kind)))
      .orderBy(desc(jobs.createdAt))
      .limit(RECENT_JOBS);
    return {
      items: rows.map((r) => ({
        jobId: r.id,
        status: r.status,
        progress: r.progress,
        count: Array.isArray(r.payload.eventIds) ? r.payload.eventIds.length : 0,
        exported: Number(r.exported),
        failed: Number(r.failed),
        createdAt: r.createdAt.toISOString(),
        createdByName: r.createdByName,
      })),
    };
  });
}
