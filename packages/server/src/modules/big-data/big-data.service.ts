import {
  messages,
  msg,
  SUMMARY_DRIFT_LIMIT,
  type BigDataQuery,
  type BigDataResponse,
  type SummaryDrift,
} from '@honora/contract';
import { companies, withActor, withTenant } from '@honora/db';
import { centsText, toCents } from '@honora/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { actorOf } from '../../http/actor';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { figuresOf, namesOf, productionFigures, type FigureRow } from '../dashboard';
import { productionScope } from '../events';
import { figureRowsOf } from './big-data-figures';
import { fixSummaries, storedSummaries, summaryDrift, type DriftRow, type SummaryKind } from './big-data.repository';

const e = messages.screens.events.production;

/** Names of the groups an answer shows (the top of each), as the session may read them. */
async function namesFor(q: Parameters<typeof namesOf>[0], rows: readonly FigureRow[]) {
  const ids = (kind: FigureRow['kind']) => rows.flatMap((row) => (row.kind === kind && row.key ? [row.key] : []));
  return {
    insurers: await namesOf(q, 'health_insurers', ids('insurer')),
    hospitals: await namesOf(q, 'hospitals', ids('hospital')),
    doctors: await namesOf(q, 'users', ids('doctor')),
  };
}

/**
 * GET /api/big-data (billing.md §2 BigData; decision 037): a company's production over its whole
 * history, or the months asked, from the production summaries. The company-wide figures need the
 * events list: a member who sees only his own events is sent to the dashboard; residents are
 * refused (platform.md §6), as for every production figure.
 */
export async function readBigData(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: BigDataQuery,
): Promise<BigDataResponse> {
  const { companyIds, isOwnOnly } = productionScope(auth, access, query.companyId);
  if (isOwnOnly) {
    throw new AppError('permissionDenied', {
      message: msg(e, 'companyWideOnly'),
      params: { module: 'events', action: 'list' },
    });
  }
  if (query.from && query.until && query.until < query.from) {
    throw AppError.field('inputError', 'until', msg(e, 'untilBeforeFrom'));
  }
  const showsValues = access.canSeeValues;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const stored = companyIds[0] ? await storedSummaries(tx, companyIds[0], query) : [];
    const { rows, years, undated } = figureRowsOf(stored);
    const figures = productionFigures(rows, await namesFor(tx, rows), showsValues);
    return {
      companyIds,
      showsValues,
      undatedCount: undated,
      ...figures,
      years: years.map((row) => ({ year: row.key ?? '', ...figuresOf(row, showsValues) })),
    };
  });
}

async function requireCompany(ctx: AppContext, auth: AuthSession, companyId: string | undefined): Promise<void> {
  if (!companyId) return;
  const found = await withActor(ctx.db, actorOf(auth), (tx) =>
    tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)),
  );
  if (found.length === 0) throw AppError.field('inputError', 'companyId', msg(e, 'companyNotFound'));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of a grouping's keys among the drift rows ('' is none; a drift may hold any text). */
const idsOf = (rows: readonly DriftRow[], kind: SummaryKind) => [
  ...new Set(rows.filter((row) => row.kind === kind && UUID.test(row.key)).map((row) => row.key)),
];

/** GET /api/admin/production-summaries/check: the groups whose summaries differ from the events. */
export async function checkSummaries(
  ctx: AppContext,
  auth: AuthSession,
  query: { companyId?: string | undefined },
): Promise<{ items: SummaryDrift[]; total: number }> {
  await requireCompany(ctx, auth, query.companyId);
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const { rows, total } = await summaryDrift(tx, query.companyId ?? null, SUMMARY_DRIFT_LIMIT);
    const ids = [...new Set(rows.map((row) => row.companyId))];
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: companies.id, name: companies.name })
              .from(companies)
              .where(inArray(companies.id, ids))
          ).map((c) => [c.id, c.name]),
    );
    const keyNames = {
      insurer: await namesOf(tx, 'health_insurers', idsOf(rows, 'insurer')),
      hospital: await namesOf(tx, 'hospitals', idsOf(rows, 'hospital')),
      doctor: await namesOf(tx, 'users', idsOf(rows, 'doctor')),
    };
    const money = (text: string) => centsText(toCents(text));
    const items = rows.map((row) => ({
      companyId: row.companyId,
      companyName: names.get(row.companyId) ?? null,
      month: row.month,
      kind: row.kind,
      key: row.key,
      keyName: row.kind === 'status' ? null : (keyNames[row.kind].get(row.key) ?? null),
      count: row.count,
      storedCount: row.storedCount,
      totalProduced: money(row.produced),
      storedProduced: money(row.storedProduced),
      totalReceived: money(row.received),
      storedReceived: money(row.storedReceived),
      totalGlosado: money(row.glosado),
      storedGlosado: money(row.storedGlosado),
      totalInProcessing: money(row.inProcessing),
      storedInProcessing: money(row.storedInProcessing),
      totalReceivedByAppeal: money(row.byAppeal),
      storedReceivedByAppeal: money(row.storedByAppeal),
    }));
    return { items, total };
  });
}

/** POST /api/admin/production-summaries/fix: every drift becomes a correcting delta. */
export async function fixProductionSummaries(
  ctx: AppContext,
  auth: AuthSession,
  body: { companyId?: string | undefined },
): Promise<{ fixed: number }> {
  await requireCompany(ctx, auth, body.companyId);
  const fixed = await withActor(ctx.db, actorOf(auth), (tx) => fixSummaries(tx, body.companyId ?? null));
  return { fixed };
}
