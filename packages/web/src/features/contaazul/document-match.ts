import type { ContaAzulMappingRow, ContaAzulOption } from '@honora/contract';

/** A mapping row's key in the screen's state: its kind and product key. */
export const rowKey = (row: Pick<ContaAzulMappingRow, 'kind' | 'productKey'>) => `${row.kind}:${row.productKey}`;

/** Only the digits of a document: "12.345.678/0001-90" and "12345678000190" are the same CNPJ. */
export const documentDigits = (document: string | null | undefined) => (document ?? '').replace(/\D/g, '');

/**
 * "Vincular pelos CNPJs" (decision 054): for each unmapped insurer or hospital whose document's
 * digits equal exactly one Conta Azul customer's, that customer's id, by row key. A document
 * shared by two customers is left for the user: the screen never guesses between them.
 */
export function documentMatches(
  rows: readonly ContaAzulMappingRow[],
  customers: readonly ContaAzulOption[],
): Map<string, string> {
  const byDigits = new Map<string, string[]>();
  for (const customer of customers) {
    const digits = documentDigits(customer.document);
    if (!digits) continue;
    byDigits.set(digits, [...(byDigits.get(digits) ?? []), customer.id]);
  }
  const found = new Map<string, string>();
  for (const row of rows) {
    if (row.kind === 'service' || row.remoteId !== null) continue;
    const ids = byDigits.get(documentDigits(row.document)) ?? [];
    const [only] = ids;
    if (ids.length === 1 && only !== undefined) found.set(rowKey(row), only);
  }
  return found;
}

/** The selects filled from the suggestions: a value the user already picked is never overwritten. */
export function withSuggestions(
  picked: ReadonlyMap<string, string>,
  matches: ReadonlyMap<string, string>,
): Map<string, string> {
  const next = new Map(picked);
  for (const [key, id] of matches) if (!next.has(key)) next.set(key, id);
  return next;
}

/** The links "Vincular pelos CNPJs" writes: the matches the user did not change to another customer. */
export function suggestedLinks(
  picked: ReadonlyMap<string, string>,
  matches: ReadonlyMap<string, string>,
): [string, string][] {
  return [...matches].filter(([key, id]) => !picked.has(key) || picked.get(key) === id);
}
