import { fmt, messages, type EventView } from '@honora/contract';
import { invoicesScreenMessages as screen } from '@honora/contract/screen-texts/invoices';
import { formatDate } from '@honora/domain';
import { Anchor, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';
import { paths } from '../../../shared/routing/paths';
import { useInvoicesFor } from './use-batch-invoice';

const t = screen.eventHooks.showInvoice;
const c = screen.columns;

interface Props {
  event: EventView;
  opened: boolean;
  onClose: () => void;
}

/** "Ver nota fiscal": the invoices that cover the event, each a link to /client/invoices/{id}. */
export function ShowInvoicesDialog({ event, opened, onClose }: Props) {
  const invoices = useInvoicesFor({ eventId: event.id }, opened);
  const items = invoices.data?.items ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="lg" centered>
      <Stack>
        {invoices.isPending ? (
          <Center py="md" role="status">
            <Loader role="progressbar" aria-label={messages.ui.loading} />
          </Center>
        ) : invoices.isError ? (
          <Text c="red" role="alert">
            {invoices.error.message}
          </Text>
        ) : items.length === 0 ? (
          <Text c="dimmed" role="status">
            {t.none}
          </Text>
        ) : (
          <Table striped aria-label={t.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c.number}</Table.Th>
                <Table.Th>{c.date}</Table.Th>
                <Table.Th>{c.payer}</Table.Th>
                <Table.Th ta="right">{c.value}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${paths.clientInvoices}/${invoice.id}`}
                      aria-label={fmt(t.open, { number: invoice.number })}
                      onClick={onClose}
                    >
                      {invoice.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(invoice.date.slice(0, 10))}</Table.Td>
                  <Table.Td>{invoice.insurerName ?? ''}</Table.Td>
                  <Table.Td ta="right">{invoice.value ? formatMoneyText(invoice.value) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
