import { messages, msg } from '@honora/contract';
import { withTenant } from '@honora/db';
import { z } from 'zod';
import { AppError } from '../../errors';
import { PermanentJobError, throwIfAborted, type JobContext, type JobHandler } from '../../jobs/job-types';
import { ContaAzulError } from './contaazul-client';
import { openContaAzul } from './contaazul-session';
import { exportEvent, type ExportSettings } from './export-engine';
import { liveContaAzulMappings } from './mappings.service';

const e = messages.screens.contaAzul.errors;

const payloadSchema = z.object({
  companyId: z.uuid(),
  /** The companies the starting request saw (the tenant scope of the job's reads and writes). */
  companyIds: z.array(z.uuid()).min(1),
  eventIds: z.array(z.uuid()).min(1),
});
export type ContaAzulExportPayload = z.infer<typeof payloadSchema>;

/** Progress is written at most this often (each write is a database round trip). */
const PROGRESS_EVERY_MS = 500;
/** Events exported at once. */
const IN_FLIGHT = 4;

async function run(ctx: JobContext<ContaAzulExportPayload>) {
  const { companyId, companyIds, eventIds } = ctx.payload;
  const scope = { actor: ctx.actor, companyIds };
  let opened;
  try {
    opened = await openContaAzul(ctx.app, scope, companyId);
  } catch (error) {
    if (error instanceof AppError) throw new PermanentJobError('contaAzulNotConnected', error.message);
    throw error;
  }
  const s = opened.connection.settings ?? {};
  if (!s.financialAccountId || !s.categoryId)
    throw new PermanentJobError('contaAzulNotConnected', msg(e, 'settingsMissing').text);
  const settings: ExportSettings = {
    financialAccountId: s.financialAccountId,
    categoryId: s.categoryId,
    dueDays: Number(s.dueDays ?? 30),
  };
  const mappings = await withTenant(ctx.app.db, scope, (tx) => liveContaAzulMappings(tx, companyId));
  const deps = {
    ctx: ctx.app,
    scope,
    companyId,
    jobId: ctx.id,
    api: opened.api,
    settings,
    mappings: new Map(mappings.map((m) => [`${m.kind}:${m.productKey}`, m])),
  };
  let exported = 0;
  let failed = 0;
  let done = 0;
  let reported = 0;
  let next = 0;
  // A few events in flight: the account's limiter orders the calls, so the limits (not each
  // event's database round trips) bound the time; an event is never in two workers.
  const worker = async () => {
    while (next < eventIds.length) {
      throwIfAborted(ctx.signal);
      const eventId = eventIds[next++]!;
      try {
        if ((await exportEvent(deps, eventId)) === 'EXPORTED') exported += 1;
        else failed += 1;
      } catch (error) {
        if (error instanceof ContaAzulError && error.failure === 'revoked') {
          throw new PermanentJobError('contaAzulRevoked', msg(e, 'revoked').text);
        }
        throw error;
      }
      done += 1;
      if (Date.now() - reported >= PROGRESS_EVERY_MS || done === eventIds.length) {
        reported = Date.now();
        await ctx.progress(Math.floor((done * 100) / eventIds.length), 'contaAzulEvents', {
          done,
          total: eventIds.length,
        });
      }
    }
  };
  const workers = Array.from({ length: Math.min(IN_FLIGHT, eventIds.length) }, worker);
  const outcomes = await Promise.allSettled(workers);
  const rejected = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (rejected) throw rejected.reason;
  return { count: eventIds.length, exported, failed };
}

/** The export of events to Conta Azul (billing.md §4 exportContaAzul; decision 054). */
export const contaAzulExportJob: JobHandler<ContaAzulExportPayload> = {
  kind: 'contaAzulExport',
  parse: (payload) => payloadSchema.parse(payload),
  run,
};
