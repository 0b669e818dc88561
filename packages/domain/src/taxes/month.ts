/**
 * Validity by month for the built-in tax tables (DOMAIN.md "Taxes on medical fees": values change
 * yearly, so they are kept as versions with a validity): a month is 'YYYY-MM', and the version in
 * force is the one with the greatest `validFrom` not after the month.
 */

/** A calendar month, 'YYYY-MM' (the transfer's dateRegisterMonth, billing.md §3). */
export type YearMonth = string;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isYearMonth = (text: string): boolean => YEAR_MONTH.test(text);

/** The version in force in `month`, or undefined before the first. Throws RangeError on a month that is not 'YYYY-MM'. */
export function versionInForce<T extends { readonly validFrom: YearMonth }>(
  versions: readonly T[],
  month: YearMonth,
): T | undefined {
  if (!isYearMonth(month)) throw new RangeError(`not a month (YYYY-MM): "${month}"`);
  let found: T | undefined;
  for (const version of versions) {
    if (version.validFrom <= month && (found === undefined || version.validFrom > found.validFrom)) found = version;
  }
  return found;
}

/** The month after `month` ('YYYY-MM'). */
export function monthAfter(month: YearMonth): YearMonth {
  if (!isYearMonth(month)) throw new RangeError(`not a month (YYYY-MM): "${month}"`);
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}
