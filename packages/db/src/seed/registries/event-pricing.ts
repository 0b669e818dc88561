import {
  negotiationTermsSchema,
  pricingContextData,
  readInsurerSettings,
  type PricingContextData,
  type PricingContextView,
} from '@honora/contract';
import { negotiationInForce } from '@honora/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../client';
import { cbhpmEditions, cbhpmProcedures, cbhpmValuations, type healthInsurers, negotiations } from '../../schema';

/** "12.3400" → "12.34": numeric columns come padded to their scale (as the server's pricing context trims them). */
function trimDecimal(text: string | null): string | null {
  if (text === null || !text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

export type DemoInsurer = typeof healthInsurers.$inferSelect;

/**
 * What prices a demo event, read the way the server's pricing context is (GET
 * /api/pricing/context): the negotiation in force on the date with its terms read with their
 * defaults, its edition's rows of the codes and its valuation, turned into the engine's input
 * by the contract's `pricingContextData` — so the seed stores exactly what a save would.
 */
export async function demoPricingContext(
  tx: Tx,
  insurer: DemoInsurer,
  date: string,
  codes: readonly string[],
): Promise<PricingContextData | null> {
  const rows = await tx
    .select()
    .from(negotiations)
    .where(
      and(
        eq(negotiations.companyId, insurer.companyId),
        eq(negotiations.healthInsurerId, insurer.id),
        isNull(negotiations.deletedAt),
      ),
    );
  const inForce = negotiationInForce(
    rows.map((row) => ({ ...row, start: row.startsOn, end: row.endsOn })),
    date,
  );
  if (!inForce) return null;
  const settings = readInsurerSettings({ configs: insurer.configs });
  const edition = inForce.cbhpmEditionId
    ? (await tx.select().from(cbhpmEditions).where(eq(cbhpmEditions.id, inForce.cbhpmEditionId)))[0]
    : undefined;
  const valuation = inForce.cbhpmValuationId
    ? (await tx.select().from(cbhpmValuations).where(eq(cbhpmValuations.id, inForce.cbhpmValuationId)))[0]
    : undefined;
  const procedures =
    edition && codes.length > 0
      ? await tx
          .select()
          .from(cbhpmProcedures)
          .where(and(eq(cbhpmProcedures.editionId, edition.id), inArray(cbhpmProcedures.code, [...new Set(codes)])))
      : [];
  const view: PricingContextView = {
    insurer: {
      id: insurer.id,
      name: insurer.name,
      isNotValued: insurer.isNotValued,
      factorByAccommodation: settings.configs.factorByAccommodation,
    },
    negotiation: {
      id: inForce.id,
      name: inForce.name,
      start: inForce.startsOn,
      end: inForce.endsOn,
      cbhpmId: inForce.cbhpmEditionId,
      cbhpmName: edition ? `${edition.name} v${edition.version}` : null,
      valuationId: inForce.cbhpmValuationId,
      valuationName: valuation ? `${valuation.name} v${valuation.version}` : null,
      useCbhpm: inForce.useCbhpm,
      terms: negotiationTermsSchema.parse(inForce.terms),
    },
    procedures: procedures.map((row) => ({
      code: row.code,
      description: row.description,
      porte: row.porte as PricingContextView['procedures'][number]['porte'],
      porteFraction: trimDecimal(row.porteFraction),
      anestheticPorte: row.anestheticPorte,
      uco: trimDecimal(row.uco),
      auxiliaries: row.auxiliaries,
      film: trimDecimal(row.film),
      chapter: row.chapter,
    })),
    valuation: valuation
      ? {
          id: valuation.id,
          name: `${valuation.name} v${valuation.version}`,
          portes: Object.fromEntries(
            Object.entries(valuation.portes as Record<string, string>).map(([porte, value]) => [
              porte,
              trimDecimal(value)!,
            ]),
          ),
          ucoValue: trimDecimal(valuation.ucoValue)!,
        }
      : null,
    canSeeValues: true,
  };
  return pricingContextData(view);
}
