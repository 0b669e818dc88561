import { fmt, messages, type Batch, type BatchEventResult, type EventStatusValue } from '@honora/contract';
import { batchesScreenMessages } from '@honora/contract/screen-texts/batches';
import { formatDate, formatNumber } from '@honora/domain';
import { Badge, Button, Checkbox, Group, Modal, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { EventStatusBadge } from '../../shared/events/event-status-badge';
import { toastError } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import { useBatchableEvents, useBatchEvents } from './use-batches';
import { HiddenHeader } from '../../shared/ui/hidden-header';

const b = messages.screens.batches;
const t = batchesScreenMessages.addDialog;
const cols = batchesScreenMessages.events;
/** billing.md §4: an event's batch may change only in these statuses. */
const BATCHABLE: EventStatusValue[] = ['AwaitingCheck', 'Custom', 'Pending', 'WaitSendGuia', 'WaitPayment'];
const PAGE_SIZE = 50;

interface Props {
  batch: Batch;
  onClose: () => void;
  /** The server's answer for each chosen event. */
  onDone: (results: BatchEventResult[]) => void;
}

/**
 * "Adicionar eventos": events that may enter a batch (the batch's insurer unless the filter is
 * cleared), searched by guide number; the chosen ones are sent together and each refusal comes
 * back with its warning.
 */
export function AddEventsModal({ batch, onClose, onDone }: Props) {
  const can = useCan();
  const [insurerId, setInsurerId] = useState<string | null>(batch.healthInsuranceId);
  const [guide, setGuide] = useState('');
  const [debouncedGuide] = useDebouncedValue(guide.trim(), 300);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlyMap<string, string | null>>(new Map());
  const { add } = useBatchEvents(batch.id);
  const list = useBatchableEvents(
    {
      statuses: BATCHABLE,
      insurerIds: insurerId ? [insurerId] : undefined,
      numGuide: debouncedGuide || undefined,
      sort: 'dtProcedure',
      dir: 'desc',
      page,
      pageSize: PAGE_SIZE,
    },
    true,
  );

  const toggle = (id: string, numGuide: string | null, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(id, numGuide);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    try {
      const answer = await add.mutateAsync([...chosen.keys()]);
      onDone(answer.results);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': batchesScreenMessages.closeDialog }}
      opened
      onClose={onClose}
      title={t.title}
      size="xl"
      centered
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {fmt(t.hint, { insurer: batch.insurerName ?? '' })}
        </Text>
        <Group align="flex-end">
          {can('healthInsurances', 'list') && (
            <InsurerSelect
              label={batchesScreenMessages.filters.insurer}
              placeholder={batchesScreenMessages.filters.any}
              value={insurerId}
              onChange={(id) => {
                setInsurerId(id);
                setPage(1);
              }}
              clearable
              w={260}
            />
          )}
          <TextInput
            label={t.search}
            type="search"
            value={guide}
            onChange={(event) => {
              setGuide(event.currentTarget.value);
              setPage(1);
            }}
            w={220}
          />
        </Group>
        <QueryState query={list}>
          {(data) => {
            const rows = data.items.filter((event) => !event.batchesIds.includes(batch.id));
            if (rows.length === 0) {
              return (
                <Text c="dimmed" role="status">
                  {t.empty}
                </Text>
              );
            }
            const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
            return (
              <Stack gap="xs">
                <Table.ScrollContainer minWidth={720} mah={420}>
                  <Table striped highlightOnHover aria-label={t.tableLabel}>
                    <Table.Thead>
                      <Table.Tr>
                        <HiddenHeader w={40} label={messages.screens.common.selectionColumn} />
                        <Table.Th>{cols.guide}</Table.Th>
                        <Table.Th>{cols.patient}</Table.Th>
                        <Table.Th>{cols.date}</Table.Th>
                        <Table.Th>{batchesScreenMessages.columns.insurer}</Table.Th>
                        <Table.Th>{batchesScreenMessages.columns.type}</Table.Th>
                        <Table.Th miw={200}>{cols.status}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((event) => {
                        const numGuide = event.numGuide ?? cols.noGuide;
                        return (
                          <Table.Tr key={event.id} data-event-id={event.id}>
                            <Table.Td>
                              <Checkbox
                                aria-label={fmt(t.select, { guide: numGuide })}
                                checked={chosen.has(event.id)}
                                onChange={(e) => toggle(event.id, event.numGuide, e.currentTarget.checked)}
                              />
                            </Table.Td>
                            <Table.Td>{numGuide}</Table.Td>
                            <Table.Td>{event.patientName ?? ''}</Table.Td>
                            <Table.Td>{event.dtProcedure ? formatDate(event.dtProcedure) : ''}</Table.Td>
                            <Table.Td>{event.insurerName ?? ''}</Table.Td>
                            <Table.Td>{b.guideTypes[event.type]}</Table.Td>
                            <Table.Td>
                              <Group gap="xs">
                                <EventStatusBadge status={event.status} customStatus={event.customStatus} size="sm" />
                                {event.batchesIds.length > 0 && (
                                  <Badge color="gray" size="sm">
                                    {t.inBatch}
                                  </Badge>
                                )}
                              </Group>
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {pages > 1 && (
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={setPage}
                    aria-label={messages.screens.pagination.label}
                  />
                )}
              </Stack>
            );
          }}
        </QueryState>
        <Group justify="space-between">
          <Text size="sm" role="status">
            {fmt(t.selected, { count: formatNumber(chosen.size) })}
          </Text>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button onClick={() => void submit()} disabled={chosen.size === 0} loading={add.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
