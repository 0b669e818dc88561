import { eventRoutes, fmt, patientRoutes, type EventListItem } from '@honora/contract';
import { externalPaymentsScreenMessages } from '@honora/contract/screen-texts/transaction-report';
import { formatDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { EventStatusBadge } from '../../shared/events/event-status-badge';
import { RemoteSearchSelect, type SearchOption } from '../../shared/ui/remote-search-select';
import { HiddenHeader } from '../../shared/ui/hidden-header';

const t = externalPaymentsScreenMessages.register;
const FOUND = 20;

interface Search {
  numGuide: string;
  patientId: string | null;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  onOpenEvent: (eventId: string) => void;
}

/** The events of the guide number or of the patient (GET /api/events), newest first. */
function useFoundEvents(search: Search | null) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: ['transactions-report', companyId, 'find-event', search],
    enabled: search !== null,
    queryFn: async ({ signal }) => {
      const page = await call(eventRoutes.list, {
        query: {
          readiness: 'ready',
          numGuide: search?.numGuide || undefined,
          patientId: search?.patientId ?? undefined,
          active: 'true',
          sort: 'dtProcedure',
          dir: 'desc',
          pageSize: FOUND,
        },
        signal,
      });
      return page.items;
    },
  });
}

function FoundEvents({ items, onOpen }: { items: readonly EventListItem[]; onOpen: (id: string) => void }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columns.numGuide}</Table.Th>
            <Table.Th>{t.columns.patient}</Table.Th>
            <Table.Th>{t.columns.dtProcedure}</Table.Th>
            <Table.Th>{t.columns.insurer}</Table.Th>
            <Table.Th>{t.columns.status}</Table.Th>
            <HiddenHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-event-id={item.id}>
              <Table.Td>{item.numGuide ?? ''}</Table.Td>
              <Table.Td>{item.patientName ?? ''}</Table.Td>
              <Table.Td>{item.dtProcedure ? formatDate(item.dtProcedure) : ''}</Table.Td>
              <Table.Td>{item.insurerName ?? ''}</Table.Td>
              <Table.Td>
                <EventStatusBadge status={item.status} customStatus={item.customStatus} size="sm" />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  onClick={() => onOpen(item.id)}
                  aria-label={fmt(t.openEventOf, { guide: item.numGuide ?? '' })}
                >
                  {t.openEvent}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * "Registrar pagamento" of /client/ExternalPayments: finds the event by its guide number or its
 * patient and opens it on the event page, where the receive dialog records the payment.
 */
export function RegisterPaymentModal({ opened, onClose, onOpenEvent }: Props) {
  const companyId = useSession()?.company?.id;
  const [numGuide, setNumGuide] = useState('');
  const [patient, setPatient] = useState<SearchOption | null>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const [error, setError] = useState<string | null>(null);
  const found = useFoundEvents(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!numGuide.trim() && !patient) {
      setError(t.needGuideOrPatient);
      return;
    }
    setError(null);
    setSearch({ numGuide: numGuide.trim(), patientId: patient?.value ?? null });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t.numGuide}
              value={numGuide}
              onChange={(e) => setNumGuide(e.currentTarget.value)}
              error={error}
              w={200}
            />
            <RemoteSearchSelect
              name="patientId"
              label={t.patient}
              placeholder={t.patientPlaceholder}
              queryKey={['patients', companyId, 'external-payment-options']}
              fetchOptions={async (text, signal) => {
                const page = await call(patientRoutes.list, {
                  query: { search: text || undefined, active: 'true', pageSize: FOUND, sort: 'name' },
                  signal,
                });
                return page.items.map((p) => ({ value: p.id, label: p.name }));
              }}
              value={patient}
              onChange={setPatient}
              clearable
              maw={300}
            />
            <Button type="submit" loading={found.isFetching}>
              {t.search}
            </Button>
          </Group>
        </form>
        {found.isError && (
          <Text c="red" role="alert">
            {found.error.message}
          </Text>
        )}
        {found.data && <FoundEvents items={found.data} onOpen={onOpenEvent} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
