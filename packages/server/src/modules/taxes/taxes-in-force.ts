import { messages, msg } from '@honora/contract';
import { rowsOf, type Queryable } from '@honora/db';
import { versionInForce, type TaxRule } from '@honora/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import * as repo from './taxes.repository';

const e = messages.screens.transfers.errors;
const monthOf = (date: string): string => date.slice(0, 7);

/**
 * The company's tax rules in force in a month (decision 028 "A month's rules"): of each live tax
 * not ended before the month, the version with the latest start not after it. A rule's id is its
 * version's id, so a transfer's lines name the very version they used.
 */
export async function taxRulesInForce(q: Queryable, companyId: string, month: string): Promise<TaxRule[]> {
  const found = await repo.taxesForMonth(q, companyId, `${month}-01`);
  const rules: TaxRule[] = [];
  for (const tax of found.taxes) {
    const versions = found.versions
      .filter((v) => v.taxId === tax.id)
      .map((v) => ({ ...v, validFrom: monthOf(v.validFrom) }));
    const version = versionInForce(versions, month);
    if (!version) continue;
    rules.push({
      id: version.id,
      name: tax.name,
      identifier: tax.identifier,
      kind: tax.kind,
      base: version.base,
      calculation: version.calculation,
      ratePercent: version.ratePercent,
      amount: version.amount,
      personType: version.personType,
      receiverIds: version.receiverIds,
      healthInsuranceIds: version.healthInsuranceIds,
      withheldByPayer: version.withheldByPayer,
      order: tax.order,
    });
  }
  return rules;
}

/**
 * A version a locked transfer used cannot change (decision 031): the month it computed must stay
 * what was paid. Answers the first (or the last) such month ('YYYY-MM'), or null.
 */
export async function lockedMonthUsing(
  q: Queryable,
  versionIds: readonly string[],
  which: 'first' | 'last' = 'first',
): Promise<string | null> {
  if (versionIds.length === 0) return null;
  const probes = sql.join(
    versionIds.map((id) => sql`u.taxes @> ${JSON.stringify([{ ruleId: id }])}::jsonb`),
    sql` or `,
  );
  const rows = rowsOf<{ month: string }>(
    await q.execute(sql`select to_char(t.month, 'YYYY-MM') as month from user_transfers u
      join transfers t on t.id = u.transfer_id
      where t.status = 'LOCKED' and t.active and (${probes}) order by t.month ${which === 'first' ? sql`asc` : sql`desc`} limit 1`),
  );
  return rows[0]?.month ?? null;
}

const usedError = (month: string) =>
  new AppError('statusError', { message: msg(e, 'taxUsedByLockedTransfer', { month }) });

export async function assertNotUsedByLockedTransfer(q: Queryable, versionIds: readonly string[]): Promise<void> {
  const month = await lockedMonthUsing(q, versionIds);
  if (month) throw usedError(month);
}

/** A change that reaches back to `fromMonth` ('YYYY-MM') must not reach a locked month that used the tax. */
export async function assertNoLockedMonthFrom(
  q: Queryable,
  versionIds: readonly string[],
  fromMonth: string,
): Promise<void> {
  const month = await lockedMonthUsing(q, versionIds, 'last');
  if (month && month >= fromMonth) throw usedError(month);
}
