import {
  COLLECTION_LIMITS,
  EVENT_STATUS_VALUES,
  fmt,
  messages,
  type Collection,
  type CollectionEvent,
  type EventStatusValue,
} from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EventStatusBadge } from '../../shared/events/event-status-badge';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { PagedResults } from '../../shared/ui/paged-results';
import { dateOf, moneyOf } from './collection-shown';
import { useCollectionEvents } from './use-collections';

const list = messages.screens.registry.list;
const d = t.detail;

const isStatus = (status: string): status is EventStatusValue =>
  (EVENT_STATUS_VALUES as readonly string[]).includes(status);

/** An event's status as the events list shows it (its pt-BR label, messages.screens.events.statuses). */
export function EventStatusCell({ status }: { status: string }) {
  return isStatus(status) ? <EventStatusBadge status={status} size="sm" /> : <>{status}</>;
}

const MONEY = [
  ['value', d.value],
  ['valueReceived', d.received],
  ['valueOpen', d.open],
] as const;

/** The collection's events (GET /api/collections/:id/events), 100 a page, with what was received and what is open. */
export function CollectionEvents({ collection }: { collection: Collection }) {
  const [page, setPage] = useState(1);
  const query = useCollectionEvents(collection.id, page);
  const hasValues = (query.data?.items[0]?.value ?? collection.value) !== undefined;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="collection-events-title">
      <Stack>
        <Title order={2} size="h4" id="collection-events-title">
          {d.events}
        </Title>
        <PagedResults
          query={query}
          page={page}
          pageSize={COLLECTION_LIMITS.pageSize}
          onPageChange={setPage}
          totalLabel={(n) => fmt(t.detail.eventsTotal, { n })}
        >
          {(data) =>
            data.items.length === 0 ? (
              <Text c="dimmed" role="status">
                {list.empty}
              </Text>
            ) : (
              <EventsTable events={data.items} hasValues={hasValues} />
            )
          }
        </PagedResults>
      </Stack>
    </Paper>
  );
}

function EventsTable({ events, hasValues }: { events: CollectionEvent[]; hasValues: boolean }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label={d.events}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{d.guide}</Table.Th>
            <Table.Th>{d.patient}</Table.Th>
            <Table.Th>{d.dtProcedure}</Table.Th>
            <Table.Th>{d.status}</Table.Th>
            {hasValues &&
              MONEY.map(([field, header]) => (
                <Table.Th key={field} ta="right">
                  {header}
                </Table.Th>
              ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.eventId} data-event-id={event.eventId}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={recordPath(paths.clientEvents, event.eventId)}
                  aria-label={fmt(d.eventLink, { guide: event.numGuide ?? '—' })}
                >
                  {event.numGuide ?? '—'}
                </Anchor>
              </Table.Td>
              <Table.Td>{event.patientName ?? ''}</Table.Td>
              <Table.Td>{dateOf(event.dtProcedure)}</Table.Td>
              <Table.Td>
                <EventStatusCell status={event.status} />
              </Table.Td>
              {hasValues &&
                MONEY.map(([field]) => (
                  <Table.Td key={field} ta="right" data-column={field} style={{ whiteSpace: 'nowrap' }}>
                    {moneyOf(event[field])}
                  </Table.Td>
                ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
