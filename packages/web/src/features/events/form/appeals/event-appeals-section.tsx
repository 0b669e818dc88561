import { fmt, messages, type AppealSummary, type EventView } from '@honora/contract';
import { formatDate } from '@honora/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoneyText } from '../../../../shared/pricing/decimal-format';
import { HiddenHeader } from '../../../../shared/ui/hidden-header';
import { appealPath, type AppealRequest } from './appeal-menu';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const t = eventFormScreenMessages.appeals;
const a = messages.screens.appeals;

/** The due colours (billing.md §4 Appeal: grey not asked, green sent, yellow a week left, red overdue) as badge colours. */
const DUE_COLOURS: Record<AppealSummary['dueColour'], string> = {
  grey: 'gray',
  green: 'green',
  yellow: 'yellow',
  red: 'red',
};

/** Money of an appeal; absent for users who may not see values. */
const moneyOf = (text: string | undefined): string => (text === undefined ? '' : formatMoneyText(text));

const VALUE_FIELDS = ['totalAppealed', 'totalAcceptedByAppeal', 'totalReceivedByAppeal'] as const;

/** The event's appeal values and fields (billing.md §3 Event). */
function AppealValues({ event }: { event: EventView }) {
  return (
    <Paper withBorder p="xs" component="section" aria-label={t.values.label}>
      <Group gap="lg">
        {event.values &&
          VALUE_FIELDS.map((field) => (
            <Text size="sm" key={field} data-total={field}>
              {t.values[field]}: <b>{formatMoneyText(event.values![field])}</b>
            </Text>
          ))}
        {event.dtRecourse && (
          <Text size="sm" data-field="dtRecourse">
            {t.values.dtRecourse}: <b>{formatDate(event.dtRecourse.slice(0, 10))}</b>
          </Text>
        )}
      </Group>
      {event.observationRecourse && (
        <Text size="sm" mt={4} data-field="observationRecourse">
          {t.values.observationRecourse}: {event.observationRecourse}
        </Text>
      )}
    </Paper>
  );
}

/** The due badge: colour with its text (never colour alone) and the deadline. */
function DueBadge({ appeal }: { appeal: AppealSummary }) {
  return (
    <Stack gap={2}>
      <Badge variant="light" color={DUE_COLOURS[appeal.dueColour]} data-due={appeal.dueColour}>
        {a.dueColours[appeal.dueColour]}
      </Badge>
      <Text size="xs" c="dimmed">
        {appeal.deadlineOn ? fmt(t.list.deadline, { date: formatDate(appeal.deadlineOn) }) : t.list.noDeadline}
      </Text>
    </Stack>
  );
}

interface TableProps {
  appeals: readonly AppealSummary[];
  canWrite: boolean;
  onRequest: (request: AppealRequest) => void;
}

function AppealsTable({ appeals, canWrite, onRequest }: TableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label={t.list.table} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.list.code}</Table.Th>
            <Table.Th>{t.list.insurer}</Table.Th>
            <Table.Th>{t.list.status}</Table.Th>
            <Table.Th>{t.list.due}</Table.Th>
            <Table.Th ta="right">{t.list.totalGlosado}</Table.Th>
            <Table.Th ta="right">{t.list.totalAppealed}</Table.Th>
            <Table.Th ta="right">{t.list.totalAccepted}</Table.Th>
            <Table.Th ta="right">{t.list.totalReceived}</Table.Th>
            <HiddenHeader label={t.list.actions} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {appeals.map((appeal) => {
            const code = String(appeal.code);
            return (
              <Table.Tr key={appeal.id} data-appeal-id={appeal.id} data-status={appeal.status}>
                <Table.Td>{code}</Table.Td>
                <Table.Td>{appeal.healthInsuranceName}</Table.Td>
                <Table.Td>{a.statuses[appeal.status]}</Table.Td>
                <Table.Td>
                  <DueBadge appeal={appeal} />
                </Table.Td>
                <Table.Td ta="right">{moneyOf(appeal.totalGlosado)}</Table.Td>
                <Table.Td ta="right">{moneyOf(appeal.totalAppealed)}</Table.Td>
                <Table.Td ta="right">{moneyOf(appeal.totalAccepted)}</Table.Td>
                <Table.Td ta="right">{moneyOf(appeal.totalReceived)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {canWrite && appeal.status === 'WaitSend' && (
                      <Button size="compact-sm" variant="light" onClick={() => onRequest({ kind: 'send', appeal })}>
                        {fmt(t.list.send, { code })}
                      </Button>
                    )}
                    <Anchor size="sm" component={Link} to={appealPath(appeal.id)}>
                      {fmt(t.list.open, { code })}
                    </Anchor>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface Props {
  event: EventView;
  appeals: readonly AppealSummary[] | undefined;
  isError: boolean;
  canWrite: boolean;
  onRequest: (request: AppealRequest) => void;
}

/**
 * Recursos: the event's appeal values (recorrido, aceito, recebido por recurso; the date it was
 * sent and its observation) and its appeals — number, status, due colour with its text, totals,
 * a link to the appeal's screen, and "Enviar" for one waiting to be sent (decision 026).
 */
export function EventAppealsSection({ event, appeals, isError, canWrite, onRequest }: Props) {
  return (
    <Stack>
      <AppealValues event={event} />
      {isError && (
        <Text c="red" role="alert">
          {t.loadFailed}
        </Text>
      )}
      {appeals && appeals.length > 0 ? (
        <AppealsTable appeals={appeals} canWrite={canWrite} onRequest={onRequest} />
      ) : (
        !isError && <Text c="dimmed">{t.none}</Text>
      )}
    </Stack>
  );
}
