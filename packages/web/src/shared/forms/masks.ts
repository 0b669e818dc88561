/**
 * Masks applied as a person types or pastes (platform.md §5 CNPJ of 18 characters, CPF
 * "000.000.000-00"): a pasted bare number is shown masked at once, so the length rule never
 * judges it before the field loses focus. Separators are added only before characters that
 * follow them, so erasing goes back through them.
 */

/** `chars` cut into groups of `sizes`, each group after the first led by its separator. */
function grouped(chars: string, sizes: readonly number[], separators: readonly string[]): string {
  let out = '';
  let at = 0;
  sizes.forEach((size, i) => {
    const part = chars.slice(at, at + size);
    if (part) out += (i > 0 ? separators[i - 1] : '') + part;
    at += size;
  });
  return out;
}

/** "11222333000181" → "11.222.333/0001-81"; letters of the 2026 alphanumeric CNPJ upper-cased. */
export function maskCnpj(typed: string): string {
  const chars = typed
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 14);
  return grouped(chars, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/** "12345678909" → "123.456.789-09". */
export function maskCpf(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 11);
  return grouped(digits, [3, 3, 3, 2], ['.', '.', '-']);
}

/** A phone kept as digits only (DDD and number, at most `max`): "(11) 98765-4321" → "11987654321". */
export function digitsOnly(typed: string, max: number): string {
  return typed.replace(/\D/g, '').slice(0, max);
}
