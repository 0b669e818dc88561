import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme as appTheme } from '../../app/theme';
import { accessibleColorsResolver, surfaces } from './accessible-colors';
import { AA_TEXT, contrastRatio, readableOn } from './contrast';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const resolved = accessibleColorsResolver(theme);
const colors = Object.keys(theme.colors).filter((name) => Array.isArray(theme.colors[name]));

describe('contrast', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#828282', '#242424', 4.03],
    ['#ffffff', '#099268', 3.94],
    ['#12b886', '#ffffff', 2.55],
  ])('%s on %s is %s:1 (WCAG relative luminance)', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 1);
  });

  it('moves a colour only as far as needed, keeping one that already passes', () => {
    expect(readableOn('#000000', ['#ffffff'], 'dark')).toBe('#000000');
    const moved = readableOn('#12b886', ['#ffffff'], 'dark');
    expect(contrastRatio(moved, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(moved, '#ffffff')).toBeLessThan(AA_TEXT + 1);
  });
});

describe.each(['light', 'dark'] as const)('the theme in the %s scheme reaches WCAG AA', (scheme) => {
  const vars = resolved[scheme];
  const bgs = surfaces(theme, scheme);
  const onAll = (fg: string, backgrounds: string[]) => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));

  it.each(['dimmed', 'anchor', 'error', 'success'])('--mantine-color-%s on every surface', (name) => {
    expect(onAll(vars[`--mantine-color-${name}`]!, bgs)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(colors)('%s: white on filled, light, text and outline variants', (color) => {
    const v = (suffix: string) => vars[`--mantine-color-${color}-${suffix}`]!;
    expect(contrastRatio(theme.white, v('filled'))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(theme.white, v('filled-hover'))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(onAll(v('light-color'), [v('light'), v('light-hover'), ...bgs])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(onAll(v('text'), bgs)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(onAll(v('outline'), bgs)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
