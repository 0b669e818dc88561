import type { RosterDay } from '@honora/contract';
import { dailyScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { sortByText } from '@honora/domain';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { QueryState } from '../../shared/ui/query-state';
import { DayBar } from './day-bar';
import { dayFromParam, dayTitle, todayOf, updatedText } from './day-model';
import { REFRESH_MS, useNow, useRosterDay } from './use-roster-day';
import { WorkplaceDayTable } from './workplace-day-table';

/** The day shown (?day=YYYY-MM-DD; today in São Paulo by default, following the clock): kept in the address. */
function useDayParam(today: string): [string, (day: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const day = dayFromParam(params.get('day'), today);
  const setDay = (next: string | null) =>
    setParams((p) => {
      if (next === null) p.delete('day');
      else p.set('day', next);
      return p;
    });
  return [day, setDay];
}

/**
 * /client/dailySchedule (platform.md §2 daily schedules; decision 043): who is on duty at each
 * workplace on a day, for a front desk that leaves it open — read again every minute.
 */
export function DailySchedulePage() {
  const now = useNow(REFRESH_MS);
  const today = todayOf(now);
  const [day, setDay] = useDayParam(today);
  const query = useRosterDay(day);
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <DayBar day={day} today={today} onChange={setDay} />
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" aria-live="polite">
          {dayTitle(day)}
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed" data-testid="daily-schedule-updated">
            {updatedText(query.dataUpdatedAt)}
          </Text>
        )}
      </Group>
      {query.data ? (
        <>
          {/* A failed refresh keeps the last roster on screen and says why. */}
          {query.isError && (
            <Alert color="red" role="alert">
              {query.error.message}
            </Alert>
          )}
          <DayView data={query.data} now={now} />
        </>
      ) : (
        <QueryState query={query}>{(data) => <DayView data={data} now={now} />}</QueryState>
      )}
    </Stack>
  );
}

function DayView({ data, now }: { data: RosterDay; now: number }) {
  if (data.workplaces.length === 0) {
    return (
      <Group gap="xs">
        <Text>{t.noLines}</Text>
        {/* The lines screen has this screen's rule (module scheduleOnCall, list). */}
        <Anchor component={Link} to={paths.clientConfigOnCallSchedule}>
          {t.configure}
        </Anchor>
      </Group>
    );
  }
  return (
    <Stack>
      {!data.published && (
        <Alert color="yellow" role="status">
          {t.notPublished}
        </Alert>
      )}
      {sortByText(data.workplaces, (w) => w.workplaceName).map((workplace) => (
        <WorkplaceDayTable key={workplace.workplaceId} day={data.day} workplace={workplace} now={now} />
      ))}
    </Stack>
  );
}
