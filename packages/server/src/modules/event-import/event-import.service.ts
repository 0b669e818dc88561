import {
  EVENT_IMPORT_LIMITS,
  fmt,
  messages,
  msg,
  type EventImport,
  type EventImportPreview,
  type EventImportPreviewEvent,
  type EventImportSummary,
  type eventImportBodySchema,
  type eventImportListQuerySchema,
} from '@honora/contract';
import {
  eventImportContents,
  eventImportRows,
  eventImports,
  events,
  spreadsheetConfigs,
  withTenant,
  type Tx,
} from '@honora/db';
import { brazilDate } from '@honora/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { enqueue } from '../../jobs/enqueue';
import { findCompany, SaveReadsCache } from '../events';
import { eventImportJob } from './event-import.job';
import { importGroup, type ImportScope } from './import-group';
import { readImportFile, type ImportFileRead } from './import-file';
import { groupSheetRows } from './read-event-sheet';
import { NameCache } from './resolve-names';

const e = messages.screens.eventImport.errors;
const LIST_PAGE_SIZE = 20;

type Body = z.output<typeof eventImportBodySchema>;
type ImportRecord = typeof eventImports.$inferSelect;

export function companyOf(auth: AuthSession, access: RequestAccess): string {
  const companyId = auth.companyId;
  if (!companyId || !access.eventWritableCompanyIds.includes(companyId)) {
    throw new AppError('permissionDenied', { message: msg(e, 'notWritable') });
  }
  return companyId;
}

function decode(contentBase64: string): Buffer {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw AppError.field('inputError', 'contentBase64', msg(e, 'fileEmpty'));
  if (bytes.length > EVENT_IMPORT_LIMITS.fileMb * 1024 * 1024) {
    throw AppError.field('inputError', 'contentBase64', msg(e, 'fileTooBig', { max: EVENT_IMPORT_LIMITS.fileMb }));
  }
  return bytes;
}

/** The file read as the import will read it; a refused file is a 400 with its pt-BR reason. */
async function readOrRefuse(tx: Tx, companyId: string, body: Body, bytes: Uint8Array) {
  const read: ImportFileRead = await readImportFile(
    tx,
    { companyId, spreadsheetConfigId: body.spreadsheetConfigId, fileName: body.fileName },
    bytes,
    brazilDate(new Date()),
  );
  if ('failure' in read) {
    if (read.configNotFound) throw new AppError('notFound', { message: msg(e, 'configNotFound') });
    throw AppError.field('inputError', 'contentBase64', read.failure);
  }
  return read;
}

/** Thrown to roll the preview's transaction back once it has what it needs. */
class PreviewDone extends Error {
  constructor(readonly preview: EventImportPreview) {
    super('preview done');
  }
}

/**
 * POST /api/event-imports/preview: the first events of the file as the import would write them
 * — names found, the event form's checks and prices — in a transaction that is rolled back, so
 * nothing is written (decision 040 "Preview").
 */
export async function previewImport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: Body,
): Promise<EventImportPreview> {
  const companyId = companyOf(auth, access);
  const bytes = decode(body.contentBase64);
  try {
    await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const read = await readOrRefuse(tx, companyId, body, bytes);
      const company = (await findCompany(tx, companyId))!;
      const groups = groupSheetRows(read.sheet.rows);
      const scope: ImportScope = {
        company: { id: company.id, matrizId: company.matrizId },
        access,
        eventType: body.eventType,
        createMissing: body.createMissing,
        fields: read.sheet.fields,
        customKeys: read.sheet.customKeys,
        reads: new SaveReadsCache(),
      };
      const cache = new NameCache();
      const shown: EventImportPreviewEvent[] = [];
      for (const rows of groups.slice(0, EVENT_IMPORT_LIMITS.previewEvents)) {
        const result = await importGroup(tx, scope, cache, rows, read.dateFormat);
        const first = rows[0]!;
        const plan = result.outcome === 'rejected' ? null : result.plan;
        const values = access.canSeeValues;
        shown.push({
          lines: rows.map((row) => row.line),
          outcome:
            result.outcome === 'rejected'
              ? 'reject'
              : result.outcome === 'created'
                ? 'create'
                : result.outcome === 'updated'
                  ? 'update'
                  : 'unchanged',
          reason: result.outcome === 'rejected' ? fmt(messages.screens.eventImport.lineOf, result) : null,
          patientName: first.text.patientName ?? '',
          dtProcedure: first.dtProcedure,
          healthInsuranceName: first.text.healthInsuranceName ?? '',
          hospitalName: first.text.hospitalName ?? '',
          numGuide: first.text.numGuide ?? '',
          procedures: plan
            ? plan.rows.map((row) => ({
                code: row.values.idProc,
                name: row.values.name,
                value: values ? (row.values.value ?? null) : null,
              }))
            : rows.map((row) => ({
                code: row.text.procedureCode ?? '',
                name: row.text.procedureName ?? '',
                value: null,
              })),
          total: plan && values ? (plan.event.totalProduced ?? null) : null,
        });
      }
      const labels = messages.screens.billingSettings.spreadsheetConfig.fields;
      throw new PreviewDone({
        columns: Object.fromEntries([...read.sheet.fields].map((field) => [field, labels[field]])),
        customFields: [...read.sheet.customKeys],
        totalRows: read.sheet.rows.length,
        totalEvents: groups.length,
        events: shown,
      });
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.preview;
    throw error;
  }
  throw new Error('unreachable: the preview always rolls back');
}

/**
 * POST /api/event-imports: checks the file as the preview does, then records the import, its
 * file and its job in one transaction (decision 019) and answers at once (NOT_STARTED).
 */
export async function startImport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: Body,
): Promise<EventImport> {
  const companyId = companyOf(auth, access);
  const bytes = decode(body.contentBase64);
  const id = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await readOrRefuse(tx, companyId, body, bytes);
    const [created] = await tx
      .insert(eventImports)
      .values({
        companyId,
        eventType: body.eventType,
        fileName: body.fileName,
        spreadsheetConfigId: body.spreadsheetConfigId,
        createMissing: body.createMissing,
      })
      .returning({ id: eventImports.id });
    await tx.insert(eventImportContents).values({ importId: created!.id, companyId, content: bytes });
    const job = await enqueue(tx, {
      handler: eventImportJob,
      companyId,
      payload: {
        importId: created!.id,
        companyIds: [...access.companyIds],
        companyFlags: { ...access.companyFlags },
      },
    });
    await tx.update(eventImports).set({ jobId: job.id }).where(eq(eventImports.id, created!.id));
    return created!.id;
  });
  return getImport(ctx, auth, access, id);
}

async function configNames(tx: Tx, records: readonly ImportRecord[]): Promise<Map<string, string>> {
  const ids = [...new Set(records.map((r) => r.spreadsheetConfigId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: spreadsheetConfigs.id, name: spreadsheetConfigs.name })
    .from(spreadsheetConfigs)
    .where(inArray(spreadsheetConfigs.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function toSummary(record: ImportRecord, configs: Map<string, string>): EventImportSummary {
  return {
    id: record.id,
    eventType: record.eventType,
    fileName: record.fileName,
    spreadsheetConfigName: record.spreadsheetConfigId ? (configs.get(record.spreadsheetConfigId) ?? null) : null,
    createMissing: record.createMissing,
    status: record.status,
    totalRows: record.totalRows,
    processedRows: record.processedRows,
    createdEvents: record.createdEvents,
    updatedEvents: record.updatedEvents,
    unchangedEvents: record.unchangedEvents,
    rejectedRows: record.rejectedRows,
    error: record.error,
    createdAt: record.createdAt.toISOString(),
    createdByName: record.createdByName,
    finishedAt: record.finishedAt?.toISOString() ?? null,
    undoneAt: record.undoneAt?.toISOString() ?? null,
    undoneByName: record.undoneByName,
    jobId: record.jobId,
  };
}

export async function listImports(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: z.output<typeof eventImportListQuerySchema>,
): Promise<{ items: EventImportSummary[]; total: number }> {
  const companyId = companyOf(auth, access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const where = eq(eventImports.companyId, companyId);
    const records = await tx
      .select()
      .from(eventImports)
      .where(where)
      .orderBy(desc(eventImports.createdAt), desc(eventImports.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE);
    const [total] = await tx.select({ n: count() }).from(eventImports).where(where);
    const configs = await configNames(tx, records);
    return { items: records.map((record) => toSummary(record, configs)), total: total?.n ?? 0 };
  });
}

export async function findImport(tx: Tx, companyId: string, id: string): Promise<ImportRecord> {
  const [record] = await tx
    .select()
    .from(eventImports)
    .where(and(eq(eventImports.id, id), eq(eventImports.companyId, companyId)));
  if (!record) throw new AppError('notFound', { message: msg(e, 'importNotFound') });
  return record;
}

/**
 * The first event of the import that moved on since it (decision 040 "undo"): removed, changed
 * (its version is not the one the import left) or no longer the import's; null when none did.
 */
export async function movedOn(tx: Tx, importId: string): Promise<{ line: number; numGuide: string } | null> {
  const rows = await tx
    .select({
      line: eventImportRows.line,
      version: eventImportRows.eventVersion,
      active: events.active,
      current: events.version,
      numGuide: events.numGuide,
    })
    .from(eventImportRows)
    .innerJoin(events, eq(events.id, eventImportRows.eventId))
    .where(
      and(
        eq(eventImportRows.importId, importId),
        inArray(eventImportRows.outcome, ['created', 'updated']),
        sql`(not ${events.active} or ${events.version} <> ${eventImportRows.eventVersion})`,
      ),
    )
    .orderBy(asc(eventImportRows.line))
    .limit(1);
  const [first] = rows;
  return first ? { line: first.line, numGuide: first.numGuide ?? '' } : null;
}

export async function importView(tx: Tx, record: ImportRecord): Promise<EventImport> {
  const rejections = await tx
    .select({ line: eventImportRows.line, reason: eventImportRows.reason })
    .from(eventImportRows)
    .where(and(eq(eventImportRows.importId, record.id), eq(eventImportRows.outcome, 'rejected')))
    .orderBy(asc(eventImportRows.line))
    .limit(EVENT_IMPORT_LIMITS.reportRejections);
  const canUndo =
    record.status === 'FINISH' &&
    record.createdEvents + record.updatedEvents > 0 &&
    (await movedOn(tx, record.id)) === null;
  return {
    ...toSummary(record, await configNames(tx, [record])),
    rejections: rejections.map((row) => ({ line: row.line, reason: row.reason ?? '' })),
    canUndo,
  };
}

export async function getImport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<EventImport> {
  const companyId = companyOf(auth, access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => importView(tx, await findImport(tx, companyId, id)));
}
