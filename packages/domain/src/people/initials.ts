/**
 * Initials (sigla) of a person, platform.md §5: 2 or 3 characters, kept in capitals. The
 * schedule and the lists show them where a name does not fit.
 */

/** Portuguese name particles that do not give an initial ("Maria da Silva" → "MS"). */
const PARTICLES = new Set(['d', 'da', 'das', 'de', 'di', 'do', 'dos', 'du', 'e']);

const MIN_INITIALS = 2;
const MAX_INITIALS = 3;

/**
 * Initials suggested from a name: the first letter of the first name and of up to two more
 * names, particles skipped, accents removed, in capitals ("Bruno Anestesista" → "BA",
 * "Ângela Maria de Souza" → "AMS"). A single name gives its first two letters ("Xuxa" → "XU").
 * Null when the name has no letters. The result always passes the 2–3 characters rule.
 */
export function suggestInitials(name: string | null | undefined): string | null {
  const words = plain(name ?? '')
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '' && !PARTICLES.has(word.toLowerCase()));
  const first = (word: string) => [...word][0] ?? '';
  const picked =
    words.length === 1
      ? [...words[0]!].slice(0, MIN_INITIALS).join('')
      : words.slice(0, MAX_INITIALS).map(first).join('');
  // Upper case may grow a letter ("ß" → "SS") or give back an accent: clean and cap again.
  const initials = [...plain(picked.toUpperCase())].slice(0, MAX_INITIALS);
  return initials.length >= MIN_INITIALS ? initials.join('') : null;
}

/** Text without combining marks (accents). */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
