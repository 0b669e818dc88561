/**
 * Searching text the way people type it (platform.md §9, pt-BR): case and accents do not
 * matter, so "convenio" finds "Convênios" — the same rule the server's `unaccent … ilike` applies.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether any of the texts contains the search (blank search: everything matches). */
export function matchesSearch(search: string, ...texts: readonly string[]): boolean {
  const needle = foldText(search);
  return needle === '' || texts.some((text) => foldText(text).includes(needle));
}
