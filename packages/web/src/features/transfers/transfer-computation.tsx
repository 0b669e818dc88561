import { fmt, type UserTransferDetail } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { computationItems } from './computation-text';
import { moneyOf } from './transfer-shown';

const c = t.computation;

/**
 * The memória de cálculo of a receiver's month (decision 028, the order of computation): each
 * step in order — the received value, every tax and fee line with its base, rate and value, the
 * bases of the repasse and of the IRRF, the INSS and IRRF intermediates — down to the liquid.
 * Shared by /client/Transfers and /client/UserTransfer.
 */
export function TransferComputation({ detail }: { detail: UserTransferDetail }) {
  const items = computationItems(detail.steps, detail.lines);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="computation-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="computation-title">
          {c.title}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{c.empty}</Text>
        ) : (
          <List type="ordered" spacing="xs" aria-label={fmt(c.label, { name: detail.receiverName })}>
            {items.map((item, i) => (
              <List.Item key={i} data-step={item.key}>
                <Stack gap={2}>
                  <Text size="sm">{item.text}</Text>
                  {item.details.map((text, j) => (
                    <Text key={j} size="sm" c="dimmed">
                      {text}
                    </Text>
                  ))}
                  {item.marks.length > 0 && (
                    <Group gap={4}>
                      {item.marks.map((mark) => (
                        <Badge key={mark} variant="light" color="yellow" size="sm" tt="none">
                          {mark}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

/** What each insurer's receipts gave the receiver (Σ = the full value). */
export function ByInsurer({ detail }: { detail: UserTransferDetail }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="by-insurer-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="by-insurer-title">
          {t.byInsurer.title}
        </Title>
        {detail.byInsurer.length === 0 ? (
          <Text c="dimmed">{t.byInsurer.empty}</Text>
        ) : (
          <Table striped aria-label={t.byInsurer.title} maw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.byInsurer.insurer}</Table.Th>
                <Table.Th ta="right">{t.byInsurer.value}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.byInsurer.map((row) => (
                <Table.Tr key={row.healthInsuranceId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {moneyOf(row.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
