import { fmt, type PublicOpening } from '@honora/contract';
import { openingHoursScreenMessages as t } from '@honora/contract/screen-texts/opening-hours';
import { wallDayAndTime } from '@honora/domain';
import { Alert, List, Text } from '@mantine/core';

/** "hoje" or the weekday of an instant in Brasília (the company's time, decision 064). */
function dayOf(iso: string, now: Date): { day: string; time: string } {
  const at = new Date(iso);
  const when = wallDayAndTime(at);
  const today = wallDayAndTime(now);
  const isToday = when.weekday === today.weekday && at.getTime() - now.getTime() < 86_400_000;
  return { day: isToday ? t.today : t.weekdays[when.weekday]!.toLowerCase(), time: when.time };
}

/**
 * The company's hours on its public form (platform.md §4; decision 064): while it is closed for
 * responses, "Fechado agora — abre {dia} às {hora}", and the week's hours.
 */
export function PublicOpeningNotice({ opening }: { opening: PublicOpening | null }) {
  if (!opening || opening.isOpen) return null;
  const title = opening.opensAt ? fmt(t.publicClosed, dayOf(opening.opensAt, new Date())) : t.publicClosedNoReopen;
  return (
    <Alert color="yellow" title={title} mt="sm" role="status">
      {opening.hours && (
        <>
          <Text size="sm" fw={600}>
            {t.publicHoursTitle}
          </Text>
          <List size="sm">
            {opening.hours.map((periods, day) => (
              <List.Item key={day}>
                {t.weekdays[day]}:{' '}
                {periods.length === 0 ? t.closedDay : periods.map((p) => `${p.start}–${p.end}`).join(', ')}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
