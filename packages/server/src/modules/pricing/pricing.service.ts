import {
  messages,
  negotiationTermsSchema,
  pricingContextData,
  readInsurerSettings,
  type pricingEventSchema,
  type PricingContextView,
  type PricingResultView,
  msg,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { formatDate, negotiationInForce, priceEvent, type PricingEvent } from '@honora/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import * as repo from './pricing.repository';

const t = messages.screens.pricing;

type EventBody = z.output<typeof pricingEventSchema>;

/** "12.3400" → "12.34", "5.0000" → "5": numeric columns come padded to their scale; the value is the same. */
export function trimDecimal(text: string): string;
export function trimDecimal(text: string | null): string | null;
export function trimDecimal(text: string | null): string | null {
  if (text === null || !text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

const versionName = (name: string | null, version: number | null) =>
  name === null ? null : `${name} v${version ?? 1}`;

function negotiationView(row: repo.NegotiationRow): NonNullable<PricingContextView['negotiation']> {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    end: row.end,
    cbhpmId: row.cbhpmId,
    cbhpmName: versionName(row.editionName, row.editionVersion),
    valuationId: row.valuationId,
    valuationName: versionName(row.valuationName, row.valuationVersion),
    useCbhpm: row.useCbhpm,
    // Stored terms were validated on save; parsing again fills in terms added since (their defaults).
    terms: negotiationTermsSchema.parse(row.terms),
  };
}

/**
 * What a pricing context reads: the repository, or the same reads kept for one spreadsheet
 * import (an insurer's negotiations and tables do not change for each of its events).
 */
export interface ContextReads {
  findLiveInsurer: typeof repo.findLiveInsurer;
  insurerNegotiations: typeof repo.insurerNegotiations;
  editionRows: typeof repo.editionRows;
  findValuation: typeof repo.findValuation;
}

export const directContextReads: ContextReads = {
  findLiveInsurer: repo.findLiveInsurer,
  insurerNegotiations: repo.insurerNegotiations,
  editionRows: repo.editionRows,
  findValuation: repo.findValuation,
};

async function valuationView(tx: Tx, reads: ContextReads, id: string | null): Promise<PricingContextView['valuation']> {
  const row = id ? await reads.findValuation(tx, id) : undefined;
  if (!row) return null;
  const portes = Object.fromEntries(Object.entries(row.portes).map(([porte, value]) => [porte, trimDecimal(value)]));
  return { id: row.id, name: `${row.name} v${row.version}`, portes, ucoValue: trimDecimal(row.ucoValue) };
}

/**
 * What prices an event of the insurer on `date` (billing.md §3 Negotiation): the insurer's
 * settings, the negotiation in force, its edition's rows of `codes` and its valuation — read
 * in one transaction, the platform tables through the same tenant connection. 404 for an
 * insurer outside the visible companies (or deleted). `reads` are the repository's, or the ones
 * a spreadsheet import keeps for its job.
 */
export async function loadContext(
  tx: Tx,
  access: Pick<RequestAccess, 'companyIds'>,
  insurerId: string,
  date: string,
  codes: readonly string[],
  reads: ContextReads = directContextReads,
): Promise<PricingContextView> {
  const insurer = await reads.findLiveInsurer(tx, access.companyIds, insurerId);
  if (!insurer) throw new AppError('notFound', { message: msg(t.errors, 'insurerNotFound') });
  const settings = readInsurerSettings({ configs: insurer.configs });
  const insurerView = {
    id: insurer.id,
    name: insurer.name,
    isNotValued: insurer.isNotValued,
    factorByAccommodation: settings.configs.factorByAccommodation,
  };
  const inForce = negotiationInForce(await reads.insurerNegotiations(tx, insurer.companyId, insurer.id), date);
  if (!inForce) return { insurer: insurerView, negotiation: null, procedures: [], valuation: null, canSeeValues: true };
  const rows = inForce.cbhpmId ? await reads.editionRows(tx, inForce.cbhpmId, [...new Set(codes)]) : [];
  return {
    insurer: insurerView,
    negotiation: negotiationView(inForce),
    procedures: rows.map((row) => ({
      ...row,
      porte: row.porte as PricingContextView['procedures'][number]['porte'],
      porteFraction: trimDecimal(row.porteFraction),
      uco: trimDecimal(row.uco),
      film: trimDecimal(row.film),
    })),
    valuation: await valuationView(tx, reads, inForce.valuationId),
    canSeeValues: true,
  };
}

/** GET /api/pricing/context: without values, the terms and the valuation (money) are withheld. */
export async function getPricingContext(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: { insurerId: string; date: string; codes: string[] },
): Promise<PricingContextView> {
  const view = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    loadContext(tx, access, query.insurerId, query.date, query.codes),
  );
  if (access.canSeeValues) return view;
  return {
    ...view,
    negotiation: view.negotiation && { ...view.negotiation, terms: null },
    valuation: null,
    canSeeValues: false,
  };
}

/**
 * POST /api/pricing/preview: the event priced by the negotiation in force on its date, with
 * the same engine and the same context data the browser uses (pricingContextData). 400 under
 * event.dtProcedure when no negotiation is in force.
 */
export async function previewPricing(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: { insurerId: string; event: EventBody },
): Promise<PricingResultView> {
  const { event } = body;
  const codes = event.procedures.map((p) => p.code);
  const view = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    loadContext(tx, access, body.insurerId, event.dtProcedure, codes),
  );
  const data = pricingContextData(view);
  if (!data) {
    throw AppError.field(
      'inputError',
      'event.dtProcedure',
      msg(t.errors, 'noNegotiation', { date: formatDate(event.dtProcedure) }),
    );
  }
  const result = priceEvent(event satisfies PricingEvent, data);
  return access.canSeeValues ? result : withoutValues(result);
}

/**
 * The priced lines without their memória de cálculo and total: the route strips the other
 * money fields (value*, revenue, percentRevenue, totalRevenue) for users who may not see values.
 */
function withoutValues(result: PricingResultView): PricingResultView {
  return {
    procedures: result.procedures.map((procedure) => ({ ...procedure, steps: [], surgical: null })),
    problems: result.problems,
  };
}
