/**
 * WCAG 2.1 colour contrast (success criterion 1.4.3): relative luminance, contrast ratio, and the
 * nearest colour that reaches a ratio by moving towards black or white. Pure, for the theme.
 */

type Rgb = readonly [number, number, number];

/** Normal text (WCAG AA 1.4.3). Large text and controls need 3:1 (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;

/** Parses #rgb, #rrggbb or rgb()/rgba() (the alpha is ignored: the theme's colours are opaque). */
export function parseColor(color: string): Rgb {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value)?.[1];
  if (rgb) {
    const [r = 0, g = 0, b = 0] = rgb.split(',').map((part) => Number(part.trim()));
    return [r, g, b];
  }
  throw new Error(`cor não reconhecida: ${color}`);
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(color: string): number {
  const [r, g, b] = parseColor(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes the colour with black (amount > 0) or white (amount < 0), as a hex colour. */
export function shade(color: string, amount: number): string {
  const target = amount > 0 ? 0 : 255;
  const weight = Math.abs(amount);
  return toHex(parseColor(color).map((c) => c + (target - c) * weight) as unknown as Rgb);
}

/**
 * The colour itself when it already reaches `ratio` on every background, else the first step
 * towards black (`towards: 'dark'`) or white that does: the hue stays, only the lightness moves.
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  towards: 'dark' | 'light',
  ratio: number = AA_TEXT,
): string {
  const passes = (candidate: string) => backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio);
  const sign = towards === 'dark' ? 1 : -1;
  for (let step = 0; step <= 50; step += 1) {
    const candidate = step === 0 ? toHex(parseColor(color)) : shade(color, (sign * step) / 50);
    if (passes(candidate)) return candidate;
  }
  return towards === 'dark' ? '#000000' : '#ffffff';
}
