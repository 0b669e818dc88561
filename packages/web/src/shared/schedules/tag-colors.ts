import type { ScheduleTagColor } from '@honora/contract';

/** How a tag's colour is drawn: its chip's background and the text on it. */
export interface TagColorShades {
  background: string;
  foreground: string;
}

/**
 * The one map of the tags' palette (decision 044): each colour key to a background dark enough
 * for white text at WCAG AA (4.5:1, success criterion 1.4.3) — the chip carries its own
 * background, so it reads the same in the light and the dark scheme.
 */
export const TAG_COLOR_SHADES: Readonly<Record<ScheduleTagColor, TagColorShades>> = {
  BLUE: { background: '#1c5bb8', foreground: '#ffffff' },
  GREEN: { background: '#2b7a3b', foreground: '#ffffff' },
  ORANGE: { background: '#b34700', foreground: '#ffffff' },
  PURPLE: { background: '#6f42c1', foreground: '#ffffff' },
  RED: { background: '#c0262d', foreground: '#ffffff' },
  TEAL: { background: '#0f7470', foreground: '#ffffff' },
  PINK: { background: '#b0306f', foreground: '#ffffff' },
  GRAY: { background: '#5c636a', foreground: '#ffffff' },
};
