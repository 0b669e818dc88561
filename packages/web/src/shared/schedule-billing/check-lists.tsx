import { fmt, type ScheduleBilling } from '@honora/contract';
import { scheduleBillingScreenMessages as t } from '@honora/contract/screen-texts/schedule-billing';
import { Alert, Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { dayText, doctorsText, guideText, monthText, otherText, spanText, truncatedText } from './check-texts';

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

const eventLink = (eventId: string, numGuide: string | null) => (
  <Anchor component={Link} to={recordPath(paths.clientEvents, eventId)} size="sm">
    {fmt(t.openEvent, { guide: guideText(numGuide) })}
  </Anchor>
);

/** Plantões sem produção (decision 050): each names its line and links to its month's roster. */
export function SlotsWithoutProduction({ check }: { check: ScheduleBilling }) {
  const slots = check.slotsWithoutProduction;
  return (
    <Section id="schedule-billing-slots" title={t.slotsTitle} hint={t.slotsHint}>
      {check.slotsTotal > slots.length && <Alert color="blue">{truncatedText(slots.length, check.slotsTotal)}</Alert>}
      {slots.length === 0 ? (
        <Text c="dimmed">{t.slotsEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t.slotsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.day}</Table.Th>
                <Table.Th scope="col">{t.time}</Table.Th>
                <Table.Th scope="col">{t.line}</Table.Th>
                <Table.Th scope="col">{t.hospital}</Table.Th>
                <Table.Th scope="col">{t.doctor}</Table.Th>
                <Table.Th scope="col">{t.otherProduction}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slots.map((slot) => (
                <Table.Tr key={slot.slotId}>
                  <Table.Td>{dayText(slot.day)}</Table.Td>
                  <Table.Td>{spanText(slot)}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">
                        {fmt(t.lineValue, { workplace: slot.workplaceName, shift: slot.shiftName })}
                      </Text>
                      <Anchor component={Link} to={`${paths.clientOnCallSchedule}?month=${slot.month}`} size="sm">
                        {fmt(t.openRoster, { month: monthText(slot.month) })}
                      </Anchor>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{slot.hospitalName}</Table.Td>
                  <Table.Td>{slot.doctorName}</Table.Td>
                  <Table.Td>
                    {slot.others.length === 0 ? (
                      t.none
                    ) : (
                      <Stack gap={2}>
                        {slot.others.map((other) => (
                          <Stack gap={0} key={other.eventId}>
                            <Text size="sm">{otherText(other)}</Text>
                            {eventLink(other.eventId, other.numGuide)}
                          </Stack>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

/** Eventos sem médico na escala (decision 050): médico errado names who was there; the patient only for billing. */
export function EventsWithoutDoctor({ check, showPatient }: { check: ScheduleBilling; showPatient: boolean }) {
  const list = check.eventsWithoutDoctor;
  return (
    <Section id="schedule-billing-events" title={t.eventsTitle} hint={t.eventsHint}>
      {check.eventsTotal > list.length && <Alert color="blue">{truncatedText(list.length, check.eventsTotal)}</Alert>}
      {list.length === 0 ? (
        <Text c="dimmed">{t.eventsEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t.eventsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.day}</Table.Th>
                <Table.Th scope="col">{t.time}</Table.Th>
                <Table.Th scope="col">{t.hospital}</Table.Th>
                <Table.Th scope="col">{t.guide}</Table.Th>
                {showPatient && <Table.Th scope="col">{t.patient}</Table.Th>}
                <Table.Th scope="col">{t.anesthetists}</Table.Th>
                <Table.Th scope="col">{t.finding}</Table.Th>
                <Table.Th scope="col">{t.scheduled}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((event) => (
                <Table.Tr key={event.eventId}>
                  <Table.Td>{dayText(event.day)}</Table.Td>
                  <Table.Td>{spanText(event)}</Table.Td>
                  <Table.Td>{event.hospitalName}</Table.Td>
                  <Table.Td>{eventLink(event.eventId, event.numGuide)}</Table.Td>
                  {showPatient && <Table.Td>{event.patientName ?? t.none}</Table.Td>}
                  <Table.Td>{doctorsText(event.doctorNames)}</Table.Td>
                  <Table.Td>
                    <Badge color={event.kind === 'wrongDoctor' ? 'orange' : 'red'} variant="light">
                      {t.kinds[event.kind]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {event.scheduled.length === 0
                      ? t.none
                      : event.scheduled
                          .map(
                            (s) =>
                              `${s.doctorName} (${fmt(t.lineValue, { workplace: s.workplaceName, shift: s.shiftName })})`,
                          )
                          .join('; ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
