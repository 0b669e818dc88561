/**
 * Checks of a read análise de conta beyond its schema: the same line twice (protocol + guide +
 * sequencialItem, guide numbers compared ignoring leading zeros and case) is an error; an item
 * whose released value plus glosas is not its processed value, and guide, protocol and
 * statement totals that are not the sum of their parts, are warnings when they differ by more
 * than 0.05 (billing.md §9's tolerance).
 */
import { TOLERANCE_CENTS, centsText, toCents, type Cents } from '../../money/cents';
import type { DecimalText } from '../../pricing/types';
import { addProblem, type ReadContext } from './read-fields';
import type { AnaliseContaStatement, AnaliseGuide, AnaliseItem, StatementTotals } from './types';

/** A provider guide number as compared: trimmed, upper case, without leading zeros. */
export function normalizeGuideNumber(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/^0+(?=.)/, '');
}

type TotalKey = keyof StatementTotals;
const TOTAL_KEYS: readonly TotalKey[] = ['informado', 'processado', 'liberado', 'glosa'];

/** The sum of the values, or null when one is missing. */
export function sumMoney(values: readonly (DecimalText | null)[]): Cents | null {
  let total = 0n;
  for (const value of values) {
    if (value === null) return null;
    total += toCents(value);
  }
  return total;
}

const differs = (a: Cents, b: Cents) => (a > b ? a - b : b - a) > TOLERANCE_CENTS;

/** A totalsMismatch warning when the written total and the sum differ beyond the tolerance. */
export function checkTotal(
  ctx: ReadContext,
  path: string,
  line: number,
  written: DecimalText | null,
  sum: Cents | null,
): void {
  if (written === null || sum === null || !differs(toCents(written), sum)) return;
  addProblem(ctx, 'totalsMismatch', path, line, { written, sum: centsText(sum) });
}

/** Each of the four totals against the sums of the parts' totals (the elements named `{prefix}{Total}{suffix}`). */
function checkTotals(
  ctx: ReadContext,
  owner: { path: string; line: number; totals: StatementTotals },
  parts: readonly StatementTotals[],
  suffix: string,
): void {
  for (const key of TOTAL_KEYS) {
    const element = `valor${key[0]!.toUpperCase()}${key.slice(1)}${suffix}`;
    checkTotal(ctx, `${owner.path}/${element}`, owner.line, owner.totals[key], sumMoney(parts.map((p) => p[key])));
  }
}

const itemGlosa = (item: AnaliseItem): DecimalText | null => {
  const sum = sumMoney(item.glosas.map((g) => g.valorGlosa));
  return sum === null ? null : centsText(sum);
};

const itemTotals = (item: AnaliseItem): StatementTotals => ({
  informado: item.valorInformado,
  processado: item.valorProcessado,
  liberado: item.valorLiberado,
  glosa: itemGlosa(item),
});

function checkItem(ctx: ReadContext, item: AnaliseItem): void {
  const glosa = itemGlosa(item);
  if (item.valorProcessado === null || item.valorLiberado === null || glosa === null) return;
  const processed = toCents(item.valorProcessado);
  const accounted = toCents(item.valorLiberado) + toCents(glosa);
  if (!differs(processed, accounted)) return;
  addProblem(ctx, 'itemValuesMismatch', item.path, item.line, {
    processado: item.valorProcessado,
    liberado: item.valorLiberado,
    glosa,
  });
}

function checkGuide(ctx: ReadContext, guide: AnaliseGuide): void {
  for (const item of guide.items) checkItem(ctx, item);
  // A guide listed without its items (glosa of the whole guide) has nothing to add up.
  if (guide.items.length) checkTotals(ctx, guide, guide.items.map(itemTotals), 'Guia');
}

/** Runs every check over the statements of one file, adding to ctx.problems. */
export function checkAnaliseConta(ctx: ReadContext, statements: readonly AnaliseContaStatement[]): void {
  const seen = new Set<string>();
  for (const statement of statements) {
    for (const protocol of statement.protocols) {
      for (const guide of protocol.guides) {
        const guideKey = `${statement.header.registroANS}|${protocol.numeroProtocolo}|${normalizeGuideNumber(guide.numeroGuiaPrestador)}`;
        for (const item of guide.items) {
          const key = `${guideKey}|${item.sequencialItem.replace(/^0+(?=.)/, '')}`;
          if (seen.has(key)) {
            addProblem(ctx, 'duplicateLine', item.path, item.line, {
              numeroProtocolo: protocol.numeroProtocolo,
              numeroGuiaPrestador: guide.numeroGuiaPrestador,
              sequencialItem: item.sequencialItem,
            });
          }
          seen.add(key);
        }
        checkGuide(ctx, guide);
      }
      if (protocol.guides.length)
        checkTotals(
          ctx,
          protocol,
          protocol.guides.map((g) => g.totals),
          'Protocolo',
        );
    }
    if (statement.protocols.length)
      checkTotals(
        ctx,
        statement,
        statement.protocols.map((p) => p.totals),
        'Geral',
      );
  }
}
