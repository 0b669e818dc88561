import type { ScheduleTagColor } from '@honora/contract';
import { Badge, VisuallyHidden } from '@mantine/core';
import { TAG_COLOR_SHADES } from './tag-colors';

interface Props {
  /** The tag's name, the chip's text. */
  name: string;
  color: ScheduleTagColor;
  size?: 'xs' | 'sm' | 'md';
  /**
   * Said before the name to screen readers where nothing around tells what the chip is (a grid
   * header: "Etiqueta exigida:"); the colour itself never carries meaning (WCAG 1.4.1).
   */
  context?: string | undefined;
}

/**
 * A schedule tag (platform.md §2 TagsSchedule; decision 044): its name on its palette colour,
 * drawn from the one map of shades with AA contrast, in every screen that shows a tag.
 */
export function TagChip({ name, color, size = 'sm', context }: Props) {
  const { background, foreground } = TAG_COLOR_SHADES[color];
  return (
    <Badge
      size={size}
      radius="sm"
      variant="filled"
      tt="none"
      maw="100%"
      style={{ backgroundColor: background, color: foreground }}
      title={name}
    >
      {context && <VisuallyHidden>{context} </VisuallyHidden>}
      {name}
    </Badge>
  );
}
