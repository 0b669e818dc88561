import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { AA_TEXT, readableOn, shade } from './contrast';

/**
 * Mantine's colour variables, moved just enough to reach WCAG AA (4.5:1) in both schemes: white
 * text on every filled colour (buttons, filled badges), each colour's text, light and outline
 * variants on the surfaces they sit on, dimmed helper text, links and errors. Only the lightness of
 * a colour moves (towards black in the light scheme, towards white in the dark one), so every
 * component that takes a `color` is readable without choosing shades one by one.
 */

type Scheme = 'light' | 'dark';
type Palette = readonly string[];

/** The backgrounds text sits on: the page, Paper/inputs and a hovered or striped row. */
export function surfaces(theme: MantineTheme, scheme: Scheme): string[] {
  const { gray, dark } = theme.colors;
  return scheme === 'light' ? [theme.white, gray[0], gray[1]] : [dark[7], dark[6], dark[5]];
}

function primaryShade(theme: MantineTheme, scheme: Scheme): number {
  return typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme];
}

/** Darker until white text reaches AA: the background of a filled colour. */
function filledFor(theme: MantineTheme, base: string): string {
  return readableOn(base, [theme.white], 'dark', AA_TEXT);
}

function colorVariables(theme: MantineTheme, name: string, palette: Palette, scheme: Scheme) {
  const towards = scheme === 'light' ? 'dark' : 'light';
  const bgs = surfaces(theme, scheme);
  const main = primaryShade(theme, scheme);
  const filled = filledFor(theme, palette[main]!);
  // The light variant's background, as Mantine draws it (its shade 1, or shade 9 darkened by half).
  const light = scheme === 'light' ? palette[1]! : shade(palette[9]!, 0.5);
  const lightHover = scheme === 'light' ? palette[2]! : shade(palette[9]!, 0.3);
  const lightColor = scheme === 'light' ? palette[9]! : palette[0]!;
  const text = scheme === 'light' ? palette[main]! : palette[4]!;
  const outline = scheme === 'light' ? palette[main]! : palette[Math.max(main - 4, 0)]!;
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: shade(filled, 0.1),
    [`--mantine-color-${name}-light`]: light,
    [`--mantine-color-${name}-light-hover`]: lightHover,
    [`--mantine-color-${name}-light-color`]: readableOn(lightColor, [light, lightHover, ...bgs], towards),
    [`--mantine-color-${name}-text`]: readableOn(text, bgs, towards),
    [`--mantine-color-${name}-outline`]: readableOn(outline, bgs, towards),
  };
}

function globalVariables(theme: MantineTheme, scheme: Scheme): Record<string, string> {
  const { gray, dark, red, teal } = theme.colors;
  const primary = theme.colors[theme.primaryColor]!;
  const towards = scheme === 'light' ? 'dark' : 'light';
  const bgs = surfaces(theme, scheme);
  const readable = (color: string) => readableOn(color, bgs, towards);
  return scheme === 'light'
    ? {
        '--mantine-color-dimmed': readable(gray[6]),
        '--mantine-color-anchor': readable(primary[primaryShade(theme, 'light')]!),
        '--mantine-color-error': readable(red[6]),
        '--mantine-color-success': readable(teal[8]),
      }
    : {
        '--mantine-color-dimmed': readable(dark[2]),
        '--mantine-color-anchor': readable(primary[4]!),
        '--mantine-color-error': readable(red[8]),
        '--mantine-color-success': readable(teal[8]),
      };
}

function schemeVariables(theme: MantineTheme, scheme: Scheme): Record<string, string> {
  const variables: Record<string, string> = globalVariables(theme, scheme);
  for (const [name, palette] of Object.entries(theme.colors)) {
    // Virtual colours (objects, not ten shades) resolve to a real colour that is already covered.
    if (Array.isArray(palette)) Object.assign(variables, colorVariables(theme, name, palette, scheme));
  }
  return variables;
}

/** MantineProvider's cssVariablesResolver: the AA variables over Mantine's defaults. */
export const accessibleColorsResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: schemeVariables(theme, 'light'),
  dark: schemeVariables(theme, 'dark'),
});
