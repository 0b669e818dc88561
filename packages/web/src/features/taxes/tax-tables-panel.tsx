import { fmt, type TaxTables } from '@honora/contract';
import { taxesScreenMessages as t } from '@honora/contract/screen-texts/taxes';
import { formatMonth, versionInForce } from '@honora/domain';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { decimalShown, moneyShown } from '../../shared/forms/decimal-text';
import { QueryState } from '../../shared/ui/query-state';
import { useTaxTables } from './use-taxes';

/** R$ with its figure kept on one line. */
const money = (text: string) => `R$\u00a0${moneyShown(text)}`;

/** The IRRF table and the INSS ceiling in force in `month` (decision 028: built in, by validity). */
export function TaxTablesPanel({ month }: { month: string }) {
  const query = useTaxTables();
  return (
    <Paper withBorder p="md" component="section" aria-label={t.tables.title}>
      <Stack>
        <Title order={2} size="h4">
          {t.tables.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.tables.hint}
        </Text>
        <QueryState query={query}>{(tables) => <Tables tables={tables} month={month} />}</QueryState>
      </Stack>
    </Paper>
  );
}

function Tables({ tables, month }: { tables: TaxTables; month: string }) {
  const irrf = versionInForce(tables.irrf, month);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {irrf && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {fmt(t.tables.irrfTitle, { month: formatMonth(irrf.validFrom) })}
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.tables.band}</Table.Th>
                <Table.Th>{t.tables.rate}</Table.Th>
                <Table.Th>{t.tables.deduction}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {irrf.brackets.map((bracket, i) => (
                <Table.Tr key={bracket.upTo ?? 'above'}>
                  <Table.Td>
                    {bracket.upTo
                      ? fmt(t.tables.upTo, { value: money(bracket.upTo) })
                      : fmt(t.tables.above, { value: money(irrf.brackets[i - 1]?.upTo ?? '0') })}
                  </Table.Td>
                  <Table.Td>{decimalShown(bracket.ratePercent)}%</Table.Td>
                  <Table.Td>{money(bracket.deduction)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">{fmt(t.tables.dependant, { value: money(irrf.dependantDeduction) })}</Text>
          <Text size="sm">{fmt(t.tables.simplified, { value: money(irrf.simplifiedDiscount) })}</Text>
          {irrf.reduction && (
            <Text size="sm">
              {fmt(t.tables.reduction, {
                fullUpTo: money(irrf.reduction.fullUpTo),
                partialUpTo: money(irrf.reduction.partialUpTo),
                partialConstant: moneyShown(irrf.reduction.partialConstant),
                partialFactor: decimalShown(irrf.reduction.partialFactor),
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t.tables.source}: {irrf.source}
          </Text>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.tables.inssTitle}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.tables.ceilingFrom}</Table.Th>
              <Table.Th>{t.tables.ceiling}</Table.Th>
              <Table.Th>{t.tables.source}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tables.inssCeilings.map((c) => (
              <Table.Tr key={c.validFrom}>
                <Table.Td>{formatMonth(c.validFrom)}</Table.Td>
                <Table.Td>{money(c.ceiling)}</Table.Td>
                <Table.Td>{c.source}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SimpleGrid>
  );
}
