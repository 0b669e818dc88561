import { demandRoutes, fmt, type DemandApplication, type DemandDetail as Detail } from '@honora/contract';
import { demandsScreenMessages as t } from '@honora/contract/screen-texts/demands';
import { formatDate } from '@honora/domain';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { toast } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { coverageText, lineText, periodText, shiftText } from './demand-values';
import { useDemand, useRefreshDemands } from './use-demands';

const STATUS_COLORS: Record<DemandApplication['status'], string> = {
  APPLIED: 'blue',
  ASSIGNED: 'green',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
};

interface Props {
  id: string;
  canWrite: boolean;
}

/** A demand's days (decision 049): each day's coverage, the doctors on its line, the applicants to assign or decline. */
export function DemandDetail({ id, canWrite }: Props) {
  const query = useDemand(id);
  return <QueryState query={query}>{(demand) => <DetailView demand={demand} canWrite={canWrite} />}</QueryState>;
}

function DetailView({ demand, canWrite }: { demand: Detail; canWrite: boolean }) {
  const refresh = useRefreshDemands();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const isOpen = demand.status === 'OPEN';

  async function decide(application: DemandApplication, action: 'assign' | 'decline') {
    setBusy(application.id);
    setError(null);
    try {
      await call(demandRoutes[action], { params: { id: application.id } });
      const day = formatDate(application.day);
      toast.success(action === 'assign' ? fmt(t.assigned, { doctor: application.doctor.name, day }) : t.declined);
      await refresh();
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack>
      <Text>
        {shiftText(demand.shift)} · {periodText(demand)} · {fmt(t.doctorsPerDay, { count: demand.doctorsNeeded })}
      </Text>
      {demand.description && <Text c="dimmed">{demand.description}</Text>}
      <Group gap="xs">
        <Badge variant="light">{t.states[demand.state]}</Badge>
        <Text size="sm">{coverageText(demand.coverage)}</Text>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={fmt(t.detailTitle, { line: lineText(demand) })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.day}</Table.Th>
              <Table.Th scope="col">{t.coverage}</Table.Th>
              <Table.Th scope="col">{t.placed}</Table.Th>
              <Table.Th scope="col">{t.applicants}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {demand.days.map((day) => (
              <Table.Tr key={day.day}>
                <Table.Th scope="row" fw={400}>
                  {formatDate(day.day)}
                </Table.Th>
                <Table.Td>{fmt(t.dayCoverage, { filled: day.filled, needed: day.needed })}</Table.Td>
                <Table.Td>{day.doctors.map((d) => d.name).join(', ') || t.nobodyPlaced}</Table.Td>
                <Table.Td>
                  {day.applications.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t.noApplicants}
                    </Text>
                  ) : (
                    <Stack gap={4}>
                      {day.applications.map((application) => (
                        <ApplicationRow
                          key={application.id}
                          application={application}
                          canDecide={canWrite && isOpen && application.status === 'APPLIED'}
                          isBusy={busy === application.id}
                          onDecide={(action) => void decide(application, action)}
                        />
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

interface RowProps {
  application: DemandApplication;
  canDecide: boolean;
  isBusy: boolean;
  onDecide: (action: 'assign' | 'decline') => void;
}

function ApplicationRow({ application, canDecide, isBusy, onDecide }: RowProps) {
  const names = { doctor: application.doctor.name, day: formatDate(application.day) };
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{application.doctor.name}</Text>
      <Badge color={STATUS_COLORS[application.status]} variant="light">
        {t.applicationStatuses[application.status]}
      </Badge>
      {canDecide && (
        <>
          <Button size="xs" onClick={() => onDecide('assign')} loading={isBusy} aria-label={fmt(t.assignLabel, names)}>
            {t.assign}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onDecide('decline')}
            disabled={isBusy}
            aria-label={fmt(t.declineLabel, names)}
          >
            {t.decline}
          </Button>
        </>
      )}
    </Group>
  );
}
