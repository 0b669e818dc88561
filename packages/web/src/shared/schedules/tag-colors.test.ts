import { SCHEDULE_TAG_COLORS } from '@honora/contract';
import { scheduleTagsScreenMessages } from '@honora/contract/screen-texts/schedule-tags';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '../ui/contrast';
import { TAG_COLOR_SHADES } from './tag-colors';

describe("the tags' palette", () => {
  it('draws exactly the colours the contract offers, each named pt-BR in the catalog', () => {
    expect(Object.keys(TAG_COLOR_SHADES).sort()).toEqual([...SCHEDULE_TAG_COLORS].sort());
    for (const color of SCHEDULE_TAG_COLORS) expect(scheduleTagsScreenMessages.colors[color]).toBeTruthy();
  });

  it.each(SCHEDULE_TAG_COLORS)('writes the %s chip with AA contrast (4.5:1) for text', (color) => {
    const { background, foreground } = TAG_COLOR_SHADES[color];
    expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives every colour its own background', () => {
    const backgrounds = Object.values(TAG_COLOR_SHADES).map((shades) => shades.background);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });
});
