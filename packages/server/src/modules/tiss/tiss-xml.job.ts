import { fmt, messages, msg } from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { buildTissLote, type TissHashEncoding, type TissVersion } from '@honora/domain';
import { z } from 'zod';
import { AppError } from '../../errors';
import { PermanentJobError, throwIfAborted, type JobContext, type JobHandler } from '../../jobs/job-types';
import { nextSequential } from '../sequential';
import { loadGuideInputs } from './guide-input';
import { storedProblems, type StoredProblem } from './tiss-problems';
import * as repo from './tiss-xml.repository';
import { tissXsdValidatorFor } from './tiss-xsd-cache';

const e = messages.screens.batches.errors;
const tp = messages.screens.batches.tissProblems;

const payloadSchema = z.object({
  fileId: z.uuid(),
  batchId: z.uuid(),
  /** The companies the starting request saw (the tenant scope of the job's reads and writes). */
  companyIds: z.array(z.uuid()).min(1),
});
export type TissXmlPayload = z.infer<typeof payloadSchema>;

const saoPaulo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** cabecalho date and time of registration, São Paulo time. */
export function registeredAt(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(saoPaulo.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** A generation that ends in Error, with its problems (already explained). */
class GenerationFailure extends Error {
  constructor(
    readonly problems: StoredProblem[],
    readonly xsd: { valid: boolean; errors: string[] } | null = null,
  ) {
    super('xml generation failed');
  }
}

/** The problem list of a file that ended without a result of its own (interrupted, cancelled). */
function endProblem(reason: string): StoredProblem[] {
  if (reason === 'interrupted')
    return [{ eventId: null, numGuide: null, field: '', code: 'interrupted', message: e.xmlInterrupted, link: null }];
  if (reason === 'cancelled')
    return [
      {
        eventId: null,
        numGuide: null,
        field: '',
        code: 'cancelled',
        message: messages.screens.jobs.errors.cancelled!,
        link: null,
      },
    ];
  return [];
}

type Scope = { actor: JobContext<TissXmlPayload>['actor']; companyIds: readonly string[] };

/** Reads the batch, its file and its guides (one read-only transaction); null when already ended. */
async function load(ctx: JobContext<TissXmlPayload>, scope: Scope) {
  const { fileId, batchId } = ctx.payload;
  return withTenant(ctx.app.db, scope, async (tx) => {
    const batch = await repo.findBatch(tx, batchId, scope.companyIds);
    const file = batch ? await repo.findXmlFile(tx, batch.id, fileId) : undefined;
    if (!batch || !file) throw new PermanentJobError('notFound', e.notFound);
    // At-least-once delivery: a generation that already ended is not made again.
    if (file.status !== 'Creating') return null;
    const ids = await repo.activeEventIds(tx, batch.id, batch.companyId);
    const groups = await loadGuideInputs(tx, ids);
    return { batch, file, ids, groups };
  });
}

/**
 * One generation (job kind tissXml): read the batch's guides, take the company's next
 * transaction sequence, build the lote, check it (the builder's checks always; the XSD of its
 * version when TISS_SCHEMA_DIR is set), then store the bytes and mark the batch in ONE
 * transaction. A problem ends the file as Error ('Houve um erro ao gerar o xml') with the
 * problems per guide, and the job as FAILED (xmlProblems); an exception is retried by the runner.
 */
async function generate(ctx: JobContext<TissXmlPayload>): Promise<Record<string, unknown>> {
  const scope: Scope = { actor: ctx.actor, companyIds: ctx.payload.companyIds };
  const { fileId } = ctx.payload;
  await ctx.progress(5, 'loadingGuides');
  const loaded = await load(ctx, scope);
  if (!loaded) return { redelivered: true };
  const { batch, file, ids, groups } = loaded;
  try {
    const group = groups.find(
      (g) => g.companyId === batch.companyId && g.healthInsuranceId === batch.healthInsuranceId,
    );
    const guides = group?.guides ?? [];
    const outside = ids.filter((id) => !guides.some((g) => g.eventId === id));
    if (!group || outside.length > 0) {
      const problems = (group ? outside : ids).map<StoredProblem>((eventId) => ({
        eventId,
        numGuide: null,
        field: 'healthInsuranceId',
        code: 'insurerMismatch',
        message: `${fmt(tp.guide, { numGuide: eventId })}: ${messages.screens.batches.warnings.insurerMismatch}`,
        link: `/client/events/${eventId}`,
      }));
      throw new GenerationFailure(problems);
    }
    throwIfAborted(ctx.signal);
    await ctx.progress(30, 'building', { guides: guides.length });
    const sequence = await nextSequential(
      ctx.app.db,
      { id: batch.companyId, table: 'batch_xml_files', field: 'sequence' },
      ctx.app.log,
    );
    await withTenant(ctx.app.db, scope, (tx) => repo.updateXmlFile(tx, fileId, { sequence: String(sequence) }));
    const when = registeredAt(new Date());
    const result = buildTissLote({
      settings: {
        ...group.settings,
        version: file.versionXML as TissVersion,
        hashEncoding: file.hashEncoding as TissHashEncoding,
      },
      provider: group.provider,
      batchNumber: batch.code,
      sequence: String(sequence),
      registeredDate: when.date,
      registeredTime: when.time,
      guides,
    });
    const context = {
      batchId: batch.id,
      insurer: { id: group.healthInsuranceId, name: group.insurerName },
      company: { id: group.companyId, name: group.provider.name ?? '' },
    };
    if (result.problems.length > 0) throw new GenerationFailure(storedProblems(result.problems, guides, context));

    throwIfAborted(ctx.signal);
    await ctx.progress(70, 'validating');
    const xsd = ctx.app.config.tissSchemaDir
      ? await tissXsdValidatorFor(ctx.app.config.tissSchemaDir).validate(file.versionXML as TissVersion, result.bytes)
      : null;
    if (xsd && !xsd.valid) throw new GenerationFailure([], xsd);
    throwIfAborted(ctx.signal);
    await ctx.progress(90, 'saving');
    await withTenant(ctx.app.db, scope, (tx) =>
      repo.storeSuccessfulFile(tx, { id: fileId, companyId: batch.companyId, batchId: batch.id }, result.bytes, {
        fileName: `lote-${batch.code}.xml`,
        hash: result.hash,
        guides: guides.length,
        size: result.bytes.length,
        errorMessage: null,
        // Built, with what the user should still know (characters left out of a value).
        problems: storedProblems(result.warnings, guides, context, true),
        xsdValid: xsd ? xsd.valid : null,
        xsdErrors: xsd?.errors ?? [],
      }),
    );
    return { fileId, guides: guides.length, size: result.bytes.length };
  } catch (error) {
    if (!(error instanceof GenerationFailure)) throw error;
    await withTenant(ctx.app.db, scope, (tx) =>
      repo.updateXmlFile(tx, fileId, {
        status: 'Error',
        errorMessage: e.xml,
        problems: error.problems,
        xsdValid: error.xsd ? error.xsd.valid : null,
        xsdErrors: error.xsd?.errors ?? [],
      }),
    );
    throw new PermanentJobError('xmlProblems', e.xml);
  }
}

/** TISS XML generation of a batch (billing.md TISS; decision 017), run by the job runner. */
export const tissXmlJob: JobHandler<TissXmlPayload> = {
  kind: 'tissXml',
  parse: (payload) => payloadSchema.parse(payload),
  run: generate,
  /** The job ended without the file: a file still Creating becomes Error, with why. */
  async settle(tx: Tx, job, reason) {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    await repo.endCreatingFile(tx, payload.data.fileId, { errorMessage: e.xml, problems: endProblem(reason) });
  },
  /** An admin's retry: the file is Creating again (its problems cleared). */
  async reopen(tx: Tx, job) {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    // One generation per batch at a time, as when a user starts one.
    if (await repo.hasCreatingFile(tx, payload.data.batchId))
      throw new AppError('statusError', { message: msg(e, 'xmlRunning') });
    await repo.updateXmlFile(tx, payload.data.fileId, {
      status: 'Creating',
      errorMessage: null,
      problems: [],
      xsdValid: null,
      xsdErrors: [],
    });
  },
};
