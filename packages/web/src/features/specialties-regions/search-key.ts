/** A text as the lists search it: trimmed, lower case, without accents (as the server's honora_unaccent). */
export function searchKey(text: string): string {
  return text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
