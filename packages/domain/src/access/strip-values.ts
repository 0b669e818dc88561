/**
 * Money fields of billing.md §3 (event values, procedure values, transaction and transfer
 * amounts). When a user may not see values — no readValues, or a resident in a company that
 * hides prices from residents (platform.md §6) — the server answers records without them.
 */
export const moneyFields: ReadonlySet<string> = new Set([
  'value',
  'valueOriginal',
  'valueBase',
  'valueTable',
  'valueChanged',
  'valueProcedureConsult',
  'unityValue',
  'totalValue',
  'complementation',
  'attendanceFee',
  'expenses',
  'liquid',
  'discount',
  'valueBaseIR',
  'valueBaseTransfer',
  'revenue',
  'percentRevenue',
  // Appeals and insurer statements (decision 026)
  'valueGlosado',
  'valueAppealed',
  'valueAccepted',
  'valueReceived',
  'valueInformed',
  'valueProcessed',
  'valueReleased',
  'valueGlosa',
  'billedValue',
  // Collections (decision 030)
  'valueCharged',
  'valuePaid',
  'valueCut',
  'valueOpen',
  // Transfers (decision 031)
  'fullValue',
  'companyShare',
  'totalTaxes',
  'totalFees',
  'withheldByPayer',
  'baseValue',
  'entryValue',
]);

/** totalProduced, totalReceived, expensesReceived, totalProceduresGlosado, …: every total* and expenses* field. */
function isMoneyField(key: string): boolean {
  return moneyFields.has(key) || /^total[A-Z]/.test(key) || /^expenses[A-Z]/.test(key) || key === 'totals';
}

/** A copy of `data` without any money field, at any depth. Pure; the input is left as it was. */
export function stripValues<T>(data: T): T {
  if (Array.isArray(data)) return data.map((item) => stripValues(item)) as T;
  if (data === null || typeof data !== 'object' || data instanceof Date) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (isMoneyField(key)) continue;
    out[key] = stripValues(value);
  }
  return out as T;
}
