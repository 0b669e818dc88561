import { messages, msg, readInsurerSettings, type BatchXmlFile } from '@honora/contract';
import { withTenant } from '@honora/db';
import { zipSync } from 'fflate';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { toXmlFileView } from '../batches';
import * as repo from './tiss-xml.repository';
import { enqueue } from '../../jobs/enqueue';
import { tissXmlJob } from './tiss-xml.job';

const e = messages.screens.batches.errors;

export { problemText, storedProblems, type StoredProblem } from './tiss-problems';
export { registeredAt } from './tiss-xml.job';

async function batchOrFail(tx: Parameters<typeof repo.findBatch>[0], id: string, access: RequestAccess, lock = false) {
  const batch = await repo.findBatch(tx, id, access.companyIds, lock);
  if (!batch || !batch.active) throw new AppError('notFound', { message: msg(e, 'notFound') });
  return batch;
}

/**
 * POST /api/batches/:id/xml: records a Creating generation and enqueues its job in the same
 * transaction (decision 019); the job drives the file to Successful or Error.
 */
export async function generateXml(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  batchId: string,
): Promise<BatchXmlFile> {
  const scope = tenantOf(auth, access);
  const file = await withTenant(ctx.db, scope, async (tx) => {
    const batch = await batchOrFail(tx, batchId, access, true);
    // The batch's events are billed by whoever may manipulate them (platform.md §6 company flags).
    if (!access.eventWritableCompanyIds.includes(batch.companyId))
      throw new AppError('permissionDenied', { message: msg(e, 'notWritable') });
    if (await repo.hasCreatingFile(tx, batch.id)) throw new AppError('statusError', { message: msg(e, 'xmlRunning') });
    if ((await repo.countActiveEvents(tx, batch.id, batch.companyId)) === 0)
      throw new AppError('statusError', { message: msg(e, 'xmlEmpty') });
    const insurer = await repo.findInsurerXml(tx, batch.healthInsuranceId);
    const created = await repo.insertCreatingFile(tx, {
      batchId: batch.id,
      companyId: batch.companyId,
      versionXML: insurer?.versionXml ?? '4.03.00',
      hashEncoding: insurer?.hashEncoding ?? 'ISO-8859-1',
    });
    const job = await enqueue(tx, {
      handler: tissXmlJob,
      companyId: batch.companyId,
      payload: { fileId: created.id, batchId: batch.id, companyIds: [...scope.companyIds] },
      // The user waits at the batch: one retry (after 5 s) for a passing failure, then Error.
      maxAttempts: 2,
    });
    await repo.updateXmlFile(tx, created.id, { jobId: job.id });
    return { ...created, jobId: job.id };
  });
  return toXmlFileView(file);
}

export async function getXmlFile(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  batchId: string,
  fileId: string,
): Promise<BatchXmlFile> {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const batch = await batchOrFail(tx, batchId, access);
    const file = await repo.findXmlFile(tx, batch.id, fileId);
    if (!file) throw new AppError('notFound', { message: msg(e, 'notFound') });
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
  if (!access.canSeeValues) throw new AppError('permissionDenied', { message: msg(e, 'xmlValuesDenied') });
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const batch = await batchOrFail(tx, batchId, access);
    const file = await repo.findXmlFile(tx, batch.id, fileId);
    if (!file) throw new AppError('notFound', { message: msg(e, 'notFound') });
    const content = file.status === 'Successful' ? await repo.readXmlContent(tx, file.id) : undefined;
    if (!content) throw new AppError('statusError', { message: msg(e, 'xmlNotReady') });
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
