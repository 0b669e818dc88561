import { messages, readInsurerSettings, type BatchXmlFile } from '@honora/contract';
import { withTenant, type Actor } from '@honora/db';
import { buildTissLote, type TissHashEncoding, type TissVersion } from '@honora/domain';
import { zipSync } from 'fflate';
import { keepBeating } from '../../background-work';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { toXmlFileView } from '../batches/xml-file-view';
import { nextSequential } from '../sequential/sequential.service';
import { loadGuideInputs } from './guide-input';
import { storedProblems, type StoredProblem } from './tiss-problems';
import * as repo from './tiss-xml.repository';
import { tissXsdValidatorFor } from './tiss-xsd-cache';
import { failInterruptedXmlFiles } from './xml-interruptions';

const e = messages.screens.batches.errors;
const tp = messages.screens.batches.tissProblems;

export { problemText, storedProblems, type StoredProblem } from './tiss-problems';

/**
 * The XML generations running in this process (there is no job queue): the app's onClose
 * waits for them; while one runs it renews its file's heartbeat, and a file left Creating by a
 * process that stopped beating is settled as Error (failInterruptedXmlFiles). One generation per batch at a time is the database's rule: the
 * batch row is locked while the Creating row is checked and written.
 */
export class XmlJobs {
  private readonly running = new Map<string, Promise<void>>();

  track(id: string, work: Promise<void>): void {
    this.running.set(
      id,
      work.finally(() => this.running.delete(id)),
    );
  }

  /** Resolves when every running generation has ended. */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }
}

async function batchOrFail(tx: Parameters<typeof repo.findBatch>[0], id: string, access: RequestAccess, lock = false) {
  const batch = await repo.findBatch(tx, id, access.companyIds, lock);
  if (!batch || !batch.active) throw new AppError('notFound', { message: e.notFound });
  return batch;
}

/** POST /api/batches/:id/xml: records a Creating generation and starts it after the commit. */
export async function generateXml(
  ctx: AppContext,
  jobs: XmlJobs,
  auth: AuthSession,
  access: RequestAccess,
  batchId: string,
): Promise<BatchXmlFile> {
  const scope = tenantOf(auth, access);
  // A generation cut off elsewhere must not block this one.
  await failInterruptedXmlFiles(ctx.db);
  const file = await withTenant(ctx.db, scope, async (tx) => {
    const batch = await batchOrFail(tx, batchId, access, true);
    // The batch's events are billed by whoever may manipulate them (platform.md §6 company flags).
    if (!access.eventWritableCompanyIds.includes(batch.companyId))
      throw new AppError('permissionDenied', { message: e.notWritable });
    if (await repo.hasCreatingFile(tx, batch.id)) throw new AppError('statusError', { message: e.xmlRunning });
    if ((await repo.countActiveEvents(tx, batch.id, batch.companyId)) === 0)
      throw new AppError('statusError', { message: e.xmlEmpty });
    const insurer = await repo.findInsurerXml(tx, batch.healthInsuranceId);
    return repo.insertCreatingFile(tx, {
      batchId: batch.id,
      companyId: batch.companyId,
      versionXML: insurer?.versionXml ?? '4.03.00',
      hashEncoding: insurer?.hashEncoding ?? 'ISO-8859-1',
    });
  });
  // The request's transaction has committed: the job sees the Creating row.
  jobs.track(
    file.id,
    runXmlGeneration(ctx, {
      fileId: file.id,
      batchId,
      actor: { ...scope.actor, env: 'job' },
      companyIds: scope.companyIds,
    }),
  );
  return toXmlFileView(file);
}

export async function getXmlFile(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  batchId: string,
  fileId: string,
): Promise<BatchXmlFile> {
  await failInterruptedXmlFiles(ctx.db);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const batch = await batchOrFail(tx, batchId, access);
    const file = await repo.findXmlFile(tx, batch.id, fileId);
    if (!file) throw new AppError('notFound', { message: e.notFound });
    return toXmlFileView(file);
  });
}

export interface XmlDownload {
  fileName: string;
  mime: string;
  content: Buffer;
}

/** The stored bytes of a successful generation, as .xml (ISO-8859-1) or zipped (one entry). */
export async function downloadXml(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  batchId: string,
  fileId: string,
  format: 'xml' | 'zip' | undefined,
): Promise<XmlDownload> {
  // The file carries every guide's values: a user who may not see values does not get it.
  if (!access.canSeeValues) throw new AppError('permissionDenied', { message: e.xmlValuesDenied });
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const batch = await batchOrFail(tx, batchId, access);
    const file = await repo.findXmlFile(tx, batch.id, fileId);
    if (!file) throw new AppError('notFound', { message: e.notFound });
    const content = file.status === 'Successful' ? await repo.readXmlContent(tx, file.id) : undefined;
    if (!content) throw new AppError('statusError', { message: e.xmlNotReady });
    const bytes = Buffer.from(content);
    const insurer = await repo.findInsurerXml(tx, batch.healthInsuranceId);
    const asZip = format ? format === 'zip' : readInsurerSettings({ flags: insurer?.flags }).flags.xmlAsZip;
    const fileName = file.fileName ?? `lote-${batch.code}.xml`;
    if (!asZip) return { fileName, mime: 'application/xml; charset=ISO-8859-1', content: bytes };
    const zipped = zipSync({ [fileName]: new Uint8Array(bytes) }, { level: 6 });
    return {
      fileName: fileName.replace(/\.xml$/i, '') + '.zip',
      mime: 'application/zip',
      content: Buffer.from(zipped),
    };
  });
}

// ---- the job ---------------------------------------------------------------------------------

interface GenerationRequest {
  fileId: string;
  batchId: string;
  actor: Actor;
  companyIds: readonly string[];
}

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

/**
 * One generation, in the background: read the batch's guides (one read-only transaction),
 * take the company's next transaction sequence, build the lote, check it (the builder's
 * checks always; the XSD of its version when TISS_SCHEMA_DIR is set), then store the bytes and
 * mark the batch in ONE transaction. Never rejects: a problem or an exception ends as Error
 * ('Houve um erro ao gerar o xml') with the problems per guide.
 */
export async function runXmlGeneration(ctx: AppContext, request: GenerationRequest): Promise<void> {
  const scope = { actor: request.actor, companyIds: request.companyIds };
  const { fileId } = request;
  const stopBeating = keepBeating(
    fileId,
    () => withTenant(ctx.db, scope, (tx) => repo.renewXmlHeartbeat(tx, fileId)),
    ctx.log,
  );
  try {
    const loaded = await withTenant(ctx.db, scope, async (tx) => {
      const batch = await repo.findBatch(tx, request.batchId, request.companyIds);
      const file = batch ? await repo.findXmlFile(tx, batch.id, fileId) : undefined;
      if (!batch || !file) throw new Error('batch or file not found');
      const ids = await repo.activeEventIds(tx, batch.id, batch.companyId);
      const groups = await loadGuideInputs(tx, ids);
      return { batch, file, ids, groups };
    });
    const { batch, file, ids, groups } = loaded;
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
        message: `${tp.guide(eventId)}: ${messages.screens.batches.warnings.insurerMismatch}`,
        link: `/client/events/${eventId}`,
      }));
      throw new GenerationFailure(problems);
    }

    const sequence = await nextSequential(
      ctx.db,
      { id: batch.companyId, table: 'batch_xml_files', field: 'sequence' },
      ctx.log,
    );
    await withTenant(ctx.db, scope, (tx) => repo.updateXmlFile(tx, fileId, { sequence: String(sequence) }));
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

    const xsd = ctx.config.tissSchemaDir
      ? await tissXsdValidatorFor(ctx.config.tissSchemaDir).validate(file.versionXML as TissVersion, result.bytes)
      : null;
    if (xsd && !xsd.valid) throw new GenerationFailure([], xsd);
    await withTenant(ctx.db, scope, (tx) =>
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
  } catch (error) {
    const failure = error instanceof GenerationFailure ? error : null;
    if (!failure) ctx.log.error({ err: error, fileId }, 'TISS XML generation failed');
    await withTenant(ctx.db, scope, (tx) =>
      repo.updateXmlFile(tx, fileId, {
        status: 'Error',
        errorMessage: e.xml,
        problems: failure?.problems ?? [],
        xsdValid: failure?.xsd ? failure.xsd.valid : null,
        xsdErrors: failure?.xsd?.errors ?? [],
      }),
    ).catch((writeError: unknown) =>
      ctx.log.error({ err: writeError, fileId }, 'TISS XML generation: could not record the failure'),
    );
  } finally {
    stopBeating();
  }
}

export { failInterruptedXmlFiles };
