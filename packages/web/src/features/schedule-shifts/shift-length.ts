import { scheduleShiftsScreenMessages as t } from '@honora/contract/screen-texts/schedule-shifts';
import { fmt } from '@honora/contract';

/**
 * A shift's derived length as people read it (decision 042: never typed): "12 h", "7 h 30 min",
 * and ", termina no dia seguinte" when the end is at or before the start (platform.md §5).
 */
export function shiftLengthText(length: { minutes: number; crossesMidnight: boolean }): string {
  const hours = Math.floor(length.minutes / 60);
  const minutes = length.minutes % 60;
  const text =
    minutes === 0
      ? fmt(t.length, { hours })
      : hours === 0
        ? fmt(t.lengthMinutes, { minutes })
        : fmt(t.lengthWithMinutes, { hours, minutes });
  return length.crossesMidnight ? fmt(t.nextDay, { length: text }) : text;
}
