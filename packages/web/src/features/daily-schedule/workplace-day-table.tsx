import { fmt, type DayPlace, type RosterDay } from '@honora/contract';
import { dailyScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { schedulesScreenMessages as schedules } from '@honora/contract/screen-texts/schedules';
import { formatDate } from '@honora/domain';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { doctorText, isRunningAt, phoneHref, phoneText, placeTimes } from './day-model';

type Workplace = RosterDay['workplaces'][number];

interface Props {
  day: string;
  workplace: Workplace;
  now: number;
}

/** One workplace's places of the day (platform.md §2 daily schedules): open ones and who is on duty now, in words. */
export function WorkplaceDayTable({ day, workplace, now }: Props) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`workplace-${workplace.workplaceId}`}>
      <Stack gap="sm">
        <Title order={3} id={`workplace-${workplace.workplaceId}`}>
          {workplace.workplaceName}
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={fmt(t.tableLabel, { workplace: workplace.workplaceName, date: formatDate(day) })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.times}</Table.Th>
                <Table.Th>{t.shift}</Table.Th>
                <Table.Th>{t.kind}</Table.Th>
                <Table.Th>{t.doctor}</Table.Th>
                <Table.Th>{t.phone}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workplace.places.map((place) => (
                <PlaceRow key={`${place.lineId}|${place.day}|${place.position}`} day={day} place={place} now={now} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

function PlaceRow({ day, place, now }: { day: string; place: DayPlace; now: number }) {
  const isNow = isRunningAt(place, now);
  const doctor = doctorText(place);
  return (
    // A running place is outlined and in bold, besides its "Agora": the page's colours keep their contrast.
    <Table.Tr
      aria-current={isNow ? 'time' : undefined}
      fw={isNow ? 600 : undefined}
      style={isNow ? { outline: '2px solid var(--mantine-color-teal-filled)', outlineOffset: -2 } : undefined}
    >
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <span>{placeTimes(place, day)}</span>
          {isNow && (
            <Badge color="teal" variant="filled">
              {t.now}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{place.shiftName}</Table.Td>
      <Table.Td>{schedules.slotCategories[place.slotCategory]}</Table.Td>
      <Table.Td>
        {doctor ?? (
          <Badge color="orange" variant="outline">
            {t.openSlot}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {place.doctorPhone ? (
          <Anchor href={phoneHref(place.doctorPhone)}>{phoneText(place.doctorPhone)}</Anchor>
        ) : (
          doctor && <Text size="sm">{t.noPhone}</Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
