import type { z } from 'zod';
import {
  messages,
  msg,
  type Statement,
  type StatementLineView,
  type statementLineMatchBodySchema,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import {
  canStart,
  centsText,
  openCents,
  spreadOverOpen,
  toCents,
  type SpreadPart,
  type ItemBalance,
} from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventScope, loadActionTargets } from '../events';
import {
  finishBalanced,
  loadLedgers,
  postEntries,
  publishChanges,
  requireBillingAccess,
  type NewEntry,
} from '../money';
import { companyOf, today } from './statement-lines';
import { lineView, statementView } from './statements.service';
import { glosaReasonTexts } from '../reference-tables';
import * as repo from './statements.repository';

/**
 * Confirming a statement (billing.md §3 Transaction; all or nothing per confirmation): every
 * reconciled line not yet posted books its receipt (valorLiberado) and its
 * glosa (the sum of its relacaoGlosa, with their table-38 codes), each entry carrying the line's
 * id — a unique index keeps one entry per line, action and item, so a line is never booked twice.
 * A guide-level line (pagamento) is spread over the event's open items in their order. Events
 * whose ledger then balances finish by the spec's rules. One event that cannot take money (its
 * status, a lock) refuses the whole confirmation and nothing is written. A line matched by hand
 * after a confirmation is posted by the next one (the unmatched lines are a work list).
 */

const e = messages.screens.appeals.statements.errors;

type Line = repo.StatementLineRow;

function itemEntries(line: Line, date: string): NewEntry[] {
  const base = {
    eventId: line.eventId!,
    type: 'PROCEDURE' as const,
    procedureRowId: line.procedureRowId,
    date,
    statementLineId: line.id,
  };
  const out: NewEntry[] = [];
  if (toCents(line.valueReleased) > 0n) out.push({ ...base, action: 'Received', value: line.valueReleased });
  if (toCents(line.valueGlosa) > 0n) {
    const codes = [...new Set(line.glosas.map((g) => g.code).filter((c) => /^\d{4}$/.test(c)))];
    out.push({ ...base, action: 'Glosado', value: line.valueGlosa, glosaCodes: codes });
  }
  return out;
}

function guideEntries(
  line: Line,
  balances: readonly ItemBalance[],
  open: Map<ItemBalance, bigint>,
  date: string,
): NewEntry[] {
  if (open.size === 0) for (const [b, cents] of openCents(balances)) open.set(b, cents);
  const entry =
    (action: 'Received' | 'Glosado') =>
    (p: SpreadPart): NewEntry => ({
      eventId: line.eventId!,
      type: p.item.type,
      procedureRowId: p.item.rowId,
      action,
      value: centsText(p.cents),
      date,
      statementLineId: line.id,
    });
  return [
    ...spreadOverOpen(open, toCents(line.valueReleased)).map(entry('Received')),
    ...spreadOverOpen(open, toCents(line.valueGlosa)).map(entry('Glosado')),
  ];
}

async function lockOpenEvents(tx: Tx, auth: AuthSession, access: RequestAccess, eventIds: readonly string[]) {
  const targets = await loadActionTargets(tx, eventScope(auth, access), eventIds, true);
  if (targets.length !== eventIds.length)
    throw new AppError('notFound', { message: msg(messages.screens.events.errors, 'notFound') });
  const closed = targets.find((t) => !canStart('receiveAll', t.state).ok);
  if (closed) throw new AppError('statusError', { message: msg(e, 'eventNotOpen', { guide: closed.numGuide ?? '' }) });
}

/** POST /api/statements/:id/confirm */
export async function confirmStatement(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { date?: string | undefined },
): Promise<Statement> {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const statement = await repo.findStatement(tx, companyOf(auth), id, true);
    if (!statement) throw new AppError('notFound', { message: msg(e, 'notFound') });
    const lines = await repo.postableLines(tx, id);
    if (lines.length === 0) throw new AppError('statusError', { message: msg(e, 'nothingToPost') });
    const eventIds = [...new Set(lines.map((l) => l.eventId!))];
    await lockOpenEvents(tx, auth, access, eventIds);
    const date = body.date ?? statement.paidOn ?? statement.issuedOn ?? today();
    const guideLevel = lines.filter((l) => l.procedureRowId === null);
    const ledgers = await loadLedgers(tx, [...new Set(guideLevel.map((l) => l.eventId!))]);
    const openByEvent = new Map<string, Map<ItemBalance, bigint>>();
    const entries = lines.flatMap((line) => {
      if (line.procedureRowId !== null) return itemEntries(line, date);
      const open = openByEvent.get(line.eventId!) ?? new Map<ItemBalance, bigint>();
      openByEvent.set(line.eventId!, open);
      return guideEntries(line, ledgers.get(line.eventId!)?.balances ?? [], open, date);
    });
    const actor = { userId: auth.userId, userName: auth.userName };
    const written = await postEntries(tx, actor, entries, { finish: finishBalanced });
    await publishChanges(tx, written.changes);
    await repo.markPosted(
      tx,
      id,
      lines.map((l) => l.id),
      new Date(),
    );
    return statementView(tx, (await repo.findStatement(tx, companyOf(auth), id))!, false);
  });
}

/** POST /api/statements/:id/lines/:lineId/match — the user says which event and item a line is (or undoes it). */
export async function matchStatementLine(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  params: { id: string; lineId: string },
  body: z.infer<typeof statementLineMatchBodySchema>,
): Promise<StatementLineView> {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const statement = await repo.findStatement(tx, companyOf(auth), params.id, true);
    if (!statement) throw new AppError('notFound', { message: msg(e, 'notFound') });
    const line = await repo.findLine(tx, params.id, params.lineId, true);
    if (!line) throw new AppError('notFound', { message: msg(e, 'lineNotFound') });
    if (line.postedAt) throw new AppError('statusError', { message: msg(e, 'linePosted') });
    const itemLevel = line.procedureCode !== null;
    if (
      body.eventId === null ||
      (itemLevel && body.procedureRowId === null) ||
      (!itemLevel && body.procedureRowId !== null)
    ) {
      if (body.eventId !== null || body.procedureRowId !== null) {
        throw AppError.field('inputError', 'procedureRowId', msg(e, 'matchBothOrNone'));
      }
      await repo.updateLine(tx, line.id, { match: 'notFound', eventId: null, procedureRowId: null });
    } else {
      const found = await repo.rowOfEvent(tx, companyOf(auth), body.eventId, body.procedureRowId);
      if (!found) throw new AppError('notFound', { message: msg(messages.screens.events.errors, 'notFound') });
      if (found.insurerId !== statement.healthInsuranceId)
        throw AppError.field('inputError', 'eventId', msg(e, 'eventOtherInsurer'));
      if (body.procedureRowId && !found.rowId)
        throw AppError.field('inputError', 'procedureRowId', msg(e, 'rowNotInEvent'));
      await repo.updateLine(tx, line.id, {
        match: 'manual',
        eventId: body.eventId,
        procedureRowId: body.procedureRowId,
      });
    }
    const { rows } = await repo.linePage(tx, params.id, { lineId: line.id }, 1, 1);
    return lineView(
      rows[0]!,
      await glosaReasonTexts(
        tx,
        line.glosas.map((g) => g.code),
      ),
    );
  });
}
