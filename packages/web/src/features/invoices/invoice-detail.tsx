import { fmt, type Invoice } from '@honora/contract';
import { invoicesScreenMessages as t } from '@honora/contract/screen-texts/invoices';
import { formatDate, formatDateTime, formatNumber } from '@honora/domain';
import { Alert, Anchor, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { EventStatusBadge } from '../../shared/events/event-status-badge';
import { toast, toastError } from '../../shared/notify/toast';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { checkUpdate, draftOf, errorsOfApi, updateBodyOf, type InvoiceDraft } from './invoice-draft';
import { InvoiceForm } from './invoice-form';
import { useInvoice, useRemoveInvoice, useRemoveInvoiceEvents, useUpdateInvoice } from './use-invoices';

const d = t.detail;
const c = t.columns;

const money = (text: string | undefined) => (text ? formatMoneyText(text) : '');

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

function EditForm({ invoice, onDone, onOtherUser }: { invoice: Invoice; onDone: () => void; onOtherUser: () => void }) {
  const update = useUpdateInvoice(invoice.id);
  const submit = async (draft: InvoiceDraft) => {
    const body = updateBodyOf(draft, invoice.version);
    const invalid = checkUpdate(body);
    if (invalid) {
      toast.error(t.form.fixErrors);
      return invalid;
    }
    try {
      await update.mutateAsync(body);
      toast.success(t.form.saved);
      onDone();
      return null;
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'otherUser') {
        onOtherUser();
        return null;
      }
      const found = errorsOfApi(apiError);
      if (Object.keys(found).length === 0) toastError(apiError);
      return found;
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t.form.editTitle}>
      <InvoiceForm
        initial={draftOf(invoice)}
        label={t.form.editTitle}
        submitLabel={t.form.submitEdit}
        onSubmit={submit}
        onCancel={onDone}
      />
    </Paper>
  );
}

function EventsTable({ invoice, canChange }: { invoice: Invoice; canChange: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isAsking, setIsAsking] = useState(false);
  const removeEvents = useRemoveInvoiceEvents(invoice.id);
  const ids = invoice.events.map((e) => e.id);
  const chosen = ids.filter((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (invoice.events.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {d.noEvents}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {canChange && (
        <Group>
          <Button color="red" variant="light" disabled={chosen.length === 0} onClick={() => setIsAsking(true)}>
            {fmt(d.removeEvents, { count: formatNumber(chosen.length) })}
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label={d.eventsLabel}>
          <Table.Thead>
            <Table.Tr>
              {canChange && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={d.selectAll}
                    checked={chosen.length === ids.length}
                    indeterminate={chosen.length > 0 && chosen.length < ids.length}
                    onChange={(event) => setSelected(new Set(event.currentTarget.checked ? ids : []))}
                  />
                </Table.Th>
              )}
              <Table.Th>{d.guide}</Table.Th>
              <Table.Th>{d.patient}</Table.Th>
              <Table.Th>{d.procedureDate}</Table.Th>
              <Table.Th>{d.status}</Table.Th>
              <Table.Th ta="right">{d.produced}</Table.Th>
              <Table.Th ta="right">{d.received}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.events.map((event) => {
              const guide = event.numGuide ?? d.noGuide;
              return (
                <Table.Tr key={event.id} data-event-id={event.id}>
                  {canChange && (
                    <Table.Td>
                      <Checkbox
                        aria-label={fmt(d.selectEvent, { guide })}
                        checked={selected.has(event.id)}
                        onChange={() => toggle(event.id)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={recordPath(paths.clientEvents, event.id)}
                      aria-label={fmt(d.openEvent, { guide })}
                    >
                      {guide}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{event.patientName ?? ''}</Table.Td>
                  <Table.Td>{event.dtProcedure ? formatDate(event.dtProcedure.slice(0, 10)) : ''}</Table.Td>
                  <Table.Td>
                    <EventStatusBadge status={event.status} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right">{money(event.totalProduced)}</Table.Td>
                  <Table.Td ta="right">{money(event.totalReceived)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        title={isAsking ? fmt(d.removeEvents, { count: formatNumber(chosen.length) }) : null}
        message={d.removeEventsConfirm}
        confirmLabel={d.removeEventsButton}
        onConfirm={async () => {
          try {
            await removeEvents.mutateAsync(chosen);
            toast.success(fmt(d.removed, { count: formatNumber(chosen.length) }));
            setSelected(new Set());
          } catch (error) {
            toastError(error);
          }
        }}
        onClose={() => setIsAsking(false)}
      />
    </Stack>
  );
}

interface Props {
  id: string;
  onBack: () => void;
}

/** /client/invoices/{id}: the invoice's data (editable), the events it covers, and its cancellation. */
export function InvoiceDetail({ id, onBack }: Props) {
  const can = useCan();
  const query = useInvoice(id);
  const remove = useRemoveInvoice(id);
  const [isEditing, setIsEditing] = useState(false);
  const [isCanceling, setIsCanceling] = useState(false);
  const [otherUser, setOtherUser] = useState(false);
  const canWrite = can('invoices', 'write');
  return (
    <Stack>
      <Group>
        <Button variant="default" onClick={onBack}>
          {d.back}
        </Button>
      </Group>
      <QueryState query={query}>
        {(invoice) => {
          const canChange = canWrite && invoice.active;
          return (
            <Stack>
              <Group justify="space-between" align="flex-end">
                <Title order={1}>{fmt(d.title, { number: invoice.number })}</Title>
                {canChange && (
                  <Group>
                    {!isEditing && (
                      <Button variant="light" onClick={() => setIsEditing(true)}>
                        {d.edit}
                      </Button>
                    )}
                    <Button color="red" variant="light" onClick={() => setIsCanceling(true)}>
                      {d.cancelInvoice}
                    </Button>
                  </Group>
                )}
              </Group>
              {!invoice.active && <Alert color="red">{d.inactive}</Alert>}
              {otherUser && (
                <Alert color="red" role="alert">
                  <Group justify="space-between">
                    <Text size="sm">{t.form.otherUser}</Text>
                    <Button
                      size="xs"
                      variant="white"
                      color="red"
                      onClick={() => {
                        setOtherUser(false);
                        setIsEditing(false);
                        void query.refetch();
                      }}
                    >
                      {t.form.reload}
                    </Button>
                  </Group>
                </Alert>
              )}
              {isEditing && canChange ? (
                <EditForm
                  key={invoice.version}
                  invoice={invoice}
                  onDone={() => setIsEditing(false)}
                  onOtherUser={() => setOtherUser(true)}
                />
              ) : (
                <SimpleGrid cols={{ base: 2, md: 4 }}>
                  <Field label={c.number} value={invoice.number} />
                  <Field label={c.payer} value={invoice.insurerName ?? ''} />
                  <Field label={c.date} value={formatDate(invoice.date.slice(0, 10))} />
                  <Field label={c.value} value={money(invoice.value)} />
                  <Field label={c.description} value={invoice.description ?? ''} />
                  <Field label={c.eventsTotal} value={money(invoice.eventsTotal)} />
                  <Field label={c.createdAt} value={formatDateTime(invoice.createdAt)} />
                  <Field label={c.createdBy} value={invoice.createdByName} />
                </SimpleGrid>
              )}
              <Title order={2} size="h3">
                {d.eventsTitle}
              </Title>
              <EventsTable invoice={invoice} canChange={canChange} />
              <Text size="sm" c="dimmed">
                {fmt(d.totals, { count: formatNumber(invoice.eventCount), total: money(invoice.eventsTotal) })}
              </Text>
              <ConfirmModal
                title={isCanceling ? d.cancelTitle : null}
                message={fmt(d.cancelMessage, { number: invoice.number })}
                confirmLabel={d.cancelConfirm}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync();
                    toast.success(fmt(d.canceled, { number: invoice.number }));
                    onBack();
                  } catch (error) {
                    toastError(error);
                  }
                }}
                onClose={() => setIsCanceling(false)}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
