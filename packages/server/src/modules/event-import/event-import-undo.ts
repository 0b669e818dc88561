import { eventCreateBodySchema, messages, msg, type EventImport } from '@honora/contract';
import { eventImportRows, eventImports, events, withTenant, type Tx } from '@honora/db';
import ExcelJS from 'exceljs';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { listProcedures, planSave, updateEventAtVersion, writePlannedUpdate } from '../events';
import { companyOf, findImport, importView, movedOn } from './event-import.service';
import { importLayout } from './import-file';

const e = messages.screens.eventImport.errors;
const sheetText = messages.screens.eventImport.rejectionSheet;

/**
 * The rejection sheet (decision 040 "report"): the file's header and its rejected rows as they
 * were, in their columns and at the configuration's header row — so that, fixed, the sheet is
 * sent again as it is — plus the row's line and the reason, after the last column.
 */
export async function importRejections(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<{ fileName: string; content: Buffer }> {
  const companyId = companyOf(auth, access);
  const { record, rows, headerRow } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const found = await findImport(tx, companyId, id);
    const rejected = await tx
      .select({ line: eventImportRows.line, reason: eventImportRows.reason, cells: eventImportRows.cells })
      .from(eventImportRows)
      .where(and(eq(eventImportRows.importId, id), eq(eventImportRows.outcome, 'rejected')))
      .orderBy(asc(eventImportRows.line));
    const layout = await importLayout(tx, companyId, found.spreadsheetConfigId);
    return { record: found, rows: rejected, headerRow: layout?.headerRow ?? 1 };
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetText.sheet);
  const width = Math.max(record.header.length, ...rows.map((row) => row.cells.length));
  const header = [...record.header, ...Array<string>(Math.max(0, width - record.header.length)).fill('')];
  const headerCells = sheet.getRow(headerRow);
  headerCells.values = [...header, sheetText.line, sheetText.reason];
  headerCells.font = { bold: true };
  rows.forEach((row, i) => {
    const cells = [...row.cells, ...Array<string>(Math.max(0, width - row.cells.length)).fill('')];
    sheet.getRow(headerRow + 1 + i).values = [...cells, row.line, row.reason ?? ''];
  });
  sheet.columns.forEach((column, i) => {
    column.width = i === width + 1 ? 60 : 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: headerRow }];
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  const base = record.fileName.replace(/\.(csv|xlsx)$/i, '');
  return { fileName: `${base} - ${sheetText.sheet.toLowerCase()}`, content };
}

/**
 * POST /api/event-imports/:id/undo (decision 040 "undo"): while none of the import's events moved
 * on, in one transaction, the events it created are removed and the events it updated get the
 * input they had before it, checked and priced again by the event form; the import is UNDONE.
 */
export async function undoImport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<EventImport> {
  const companyId = companyOf(auth, access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await findImport(tx, companyId, id);
    const [record] = await tx.select().from(eventImports).where(eq(eventImports.id, id)).for('update');
    if (record!.status === 'UNDONE') throw new AppError('statusError', { message: msg(e, 'alreadyUndone') });
    if (record!.status !== 'FINISH') throw new AppError('statusError', { message: msg(e, 'notFinished') });
    const moved = await movedOn(tx, id);
    if (moved) throw new AppError('statusError', { message: msg(e, 'undoMovedOn', moved) });
    const written = await tx
      .select()
      .from(eventImportRows)
      .where(and(eq(eventImportRows.importId, id), inArray(eventImportRows.outcome, ['created', 'updated'])))
      .orderBy(desc(eventImportRows.line));
    const seen = new Set<string>();
    for (const row of written) {
      if (!row.eventId || seen.has(row.eventId)) continue;
      seen.add(row.eventId);
      if (row.outcome === 'created') await removeCreated(tx, row.eventId, row.eventVersion!);
      else if (row.before) await restoreUpdated(tx, access, row.eventId, row.eventVersion!, row.before);
    }
    await tx
      .update(eventImports)
      .set({ status: 'UNDONE', undoneAt: new Date(), undoneByName: auth.userName })
      .where(eq(eventImports.id, id));
    const [undone] = await tx.select().from(eventImports).where(eq(eventImports.id, id));
    return importView(tx, undone!);
  });
}

const changedMeanwhile = () => new AppError('otherUser', { message: msg(e, 'undoMovedOn', { line: 0, numGuide: '' }) });

async function removeCreated(tx: Tx, eventId: string, version: number): Promise<void> {
  if (!(await updateEventAtVersion(tx, eventId, version, { active: false }))) throw changedMeanwhile();
}

async function restoreUpdated(
  tx: Tx,
  access: RequestAccess,
  eventId: string,
  version: number,
  before: Record<string, unknown>,
): Promise<void> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!row || row.version !== version) throw changedMeanwhile();
  const { companyId: _companyId, ...input } = eventCreateBodySchema.parse({ ...before, companyId: row.companyId });
  const plan = await planSave(
    tx,
    access,
    { companyId: row.companyId, eventId, existing: await listProcedures(tx, eventId), status: row.status },
    input,
  );
  await writePlannedUpdate(tx, row, version, plan);
}
