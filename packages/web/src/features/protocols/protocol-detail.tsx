import { fmt, messages, type Protocol } from '@honora/contract';
import { formatDate, formatDateTime, formatNumber } from '@honora/domain';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { EventStatusBadge } from '../../shared/events/event-status-badge';
import { toast } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { QueryState } from '../../shared/ui/query-state';
import { GuideCheck, problemOf } from './guide-check';
import { useAddGuides, useProtocol } from './use-protocols';

const t = messages.screens.events.protocolsScreen;

interface Props {
  id: string;
  onBack: () => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

function GuidesTable({ protocol }: { protocol: Protocol }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={t.detail.guidesLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.detail.guide}</Table.Th>
            <Table.Th>{t.detail.status}</Table.Th>
            <Table.Th>{t.detail.event}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {protocol.guides.map((guide) => (
            <Table.Tr key={guide.eventId}>
              <Table.Td>{guide.numGuide}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <EventStatusBadge status={guide.status} size="sm" />
                  {!guide.active && <Badge color="gray">{t.detail.removed}</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={recordPath(paths.clientNotReadyEvents, guide.eventId)}
                  aria-label={fmt(t.detail.openEvent, { guide: guide.numGuide })}
                >
                  {t.open}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AddGuides({ protocol }: { protocol: Protocol }) {
  const add = useAddGuides(protocol.id);
  const submit = async (guideNumbers: string[]): Promise<string | null> => {
    try {
      await add.mutateAsync(guideNumbers);
      toast.success(fmt(t.detail.added, { count: formatNumber(guideNumbers.length) }));
      return null;
    } catch (error) {
      const apiError = toApiError(error);
      return apiError.isHandled ? null : problemOf(apiError, guideNumbers);
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t.detail.addGuides}>
      <Title order={2} size="h4" mb="sm">
        {t.detail.addGuides}
      </Title>
      <GuideCheck
        companyId={protocol.companyId}
        insurerId={protocol.healthInsuranceId}
        protocolId={protocol.id}
        submitLabel={t.detail.addGuides}
        onSubmit={submit}
      />
    </Paper>
  );
}

/** One report: its data, its guides with the status of each event, and "Acrescentar guias". */
export function ProtocolDetail({ id, onBack }: Props) {
  const can = useCan();
  const query = useProtocol(id);
  const [isAdding, setIsAdding] = useState(false);
  const c = t.columns;
  return (
    <Stack>
      <Group>
        <Button variant="default" onClick={onBack}>
          {t.detail.back}
        </Button>
      </Group>
      <QueryState query={query}>
        {(protocol) => (
          <Stack>
            <Group justify="space-between" align="flex-end">
              <Title order={1}>{fmt(t.detail.title, { number: String(protocol.number) })}</Title>
              {can('events', 'write') && !isAdding && (
                <Button onClick={() => setIsAdding(true)}>{t.detail.addGuides}</Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Field label={c.description} value={protocol.description ?? ''} />
              <Field label={c.insurer} value={protocol.insurerName ?? ''} />
              <Field label={c.hospital} value={protocol.hospitalName ?? ''} />
              <Field label={c.type} value={messages.screens.events.types[protocol.type]} />
              <Field label={c.date} value={protocol.dtProcedure ? formatDate(protocol.dtProcedure) : ''} />
              <Field label={c.guideCount} value={formatNumber(protocol.guideCount)} />
              <Field label={c.createdAt} value={formatDateTime(protocol.createdAt)} />
              <Field label={c.createdBy} value={protocol.createdByName} />
            </SimpleGrid>
            {isAdding && <AddGuides protocol={protocol} />}
            <GuidesTable protocol={protocol} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
