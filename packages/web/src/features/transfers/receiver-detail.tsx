import { fmt, type UserTransferDetail } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../shared/ui/query-state';
import { Figures, type FigureItem } from '../../shared/ui/figures';
import { ReceiverActions } from './receiver-actions';
import { ReceiverEntries } from './receiver-entries';
import { ByInsurer, TransferComputation } from './transfer-computation';
import { dateOf, moneyOf, monthOf, STATUS_COLORS } from './transfer-shown';
import { useUserTransfer } from './use-transfers';

const d = t.detail;

interface Props {
  id: string;
  onBack: () => void;
}

/**
 * One receiver's transfer of a month (billing.md §3 user transfer): its figures, what may be
 * done with it, the memória de cálculo, the insurers and the receipts it came from. The same
 * page in /client/Transfers/{id} and /client/UserTransfer/{id}.
 */
export function ReceiverDetail({ id, onBack }: Props) {
  const query = useUserTransfer(id);
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.back}
        </Button>
      </Group>
      <QueryState query={query}>{(detail) => <ReceiverView detail={detail} />}</QueryState>
    </Stack>
  );
}

function figuresOf(detail: UserTransferDetail): (FigureItem | null)[] {
  const money = (name: keyof UserTransferDetail, label: string): FigureItem | null =>
    detail[name] === undefined ? null : { name, label, value: moneyOf(detail[name] as string), isMoney: true };
  return [
    money('fullValue', t.figures.fullValue),
    money('discount', t.figures.discount),
    money('value', d.value),
    money('valueBaseTransfer', d.valueBaseTransfer),
    money('valueBaseIR', d.valueBaseIR),
    money('totalTaxes', t.figures.totalTaxes),
    money('totalFees', t.figures.totalFees),
    money('withheldByPayer', d.withheldByPayer),
    money('liquid', t.figures.liquid),
    { name: 'entryCount', label: t.figures.entries, value: String(detail.entryCount) },
  ];
}

function ReceiverView({ detail }: { detail: UserTransferDetail }) {
  const month = monthOf(detail.month);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{fmt(d.title, { name: detail.receiverName, month })}</Title>
          <Group gap="sm">
            <Text c="dimmed">
              {fmt(d.subtitle, {
                code: detail.code,
                mode: t.modes[detail.mode],
                personType: t.personTypes[detail.personType],
              })}
            </Text>
            <Badge variant="light" color={STATUS_COLORS[detail.status]} data-status={detail.status}>
              {t.statuses[detail.status]}
            </Badge>
            <Badge variant="light" color={detail.isPaid ? 'green' : 'gray'} data-paid={String(detail.isPaid)}>
              {detail.isPaid ? d.paid : d.unpaid}
            </Badge>
          </Group>
        </Stack>
        <ReceiverActions detail={detail} />
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          {detail.fullValue === undefined && <Alert color="gray">{d.valuesHidden}</Alert>}
          <Figures items={figuresOf(detail)} cols={5} />
          {detail.discountReason && <Text size="sm">{fmt(d.discountReason, { reason: detail.discountReason })}</Text>}
        </Stack>
      </Paper>
      {detail.payments.length > 0 && <Payments detail={detail} />}
      <TransferComputation detail={detail} />
      <ByInsurer detail={detail} />
      <ReceiverEntries id={detail.id} />
    </Stack>
  );
}

function Payments({ detail }: { detail: UserTransferDetail }) {
  const p = d.paymentColumns;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payments-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payments-title">
          {d.payments}
        </Title>
        <Table striped aria-label={d.payments} maw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{p.part}</Table.Th>
              <Table.Th ta="right">{p.value}</Table.Th>
              <Table.Th>{p.paidDate}</Table.Th>
              <Table.Th>{p.invoice}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.payments.map((part, i) => (
              <Table.Tr key={part.id}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {moneyOf(part.value)}
                </Table.Td>
                <Table.Td>{dateOf(part.paidDate)}</Table.Td>
                <Table.Td>{part.invoice ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
