import { messages } from '@honora/contract';
import type { PricedProcedure, PricingResult, RevenueLine } from '@honora/domain';
import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { formatMoneyText, formatShareText } from '../../shared/pricing/decimal-format';
import { PricingSteps } from '../../shared/pricing/pricing-steps';

const t = messages.screens.pricing;
const c = t.columns;
const COLUMNS = 10;

function revenueText(line: RevenueLine): string {
  const grauPart = line.grauPart === 'nao_fatura_pela_ans' ? t.notBilled : line.grauPart;
  return t.revenueLine(
    t.roles[line.role],
    line.order,
    formatShareText(line.percentRevenue),
    grauPart,
    formatMoneyText(line.revenue),
  );
}

function ProcedureRow({ p }: { p: PricedProcedure }) {
  const [isOpen, setOpen] = useState(false);
  const money = (text: string) => <Table.Td ta="right">{formatMoneyText(text)}</Table.Td>;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>{p.code}</Table.Td>
        <Table.Td>{p.name}</Table.Td>
        <Table.Td>{t.procedureTypes[p.type]}</Table.Td>
        <Table.Td>{`${p.porte ?? '—'} / ${p.porteAnestesico ?? '—'}`}</Table.Td>
        <Table.Td>{t.proportions[p.proportion]}</Table.Td>
        {money(p.value)}
        {money(p.valueOriginal)}
        {money(p.valueBase)}
        {money(p.valueTable)}
        <Table.Td>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={isOpen}
            aria-label={t.showSteps(p.code)}
            onClick={() => setOpen(!isOpen)}
          >
            {t.stepsTitle}
          </Button>
        </Table.Td>
      </Table.Tr>
      {isOpen && (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <Group align="start" gap="xl">
              <PricingSteps steps={p.steps} label={t.showSteps(p.code)} />
              {p.revenueTeam.length > 0 && (
                <Stack gap={4}>
                  <Text size="sm" fw={700}>
                    {t.revenueTitle}
                  </Text>
                  <List size="sm" spacing={2}>
                    {p.revenueTeam.map((line) => (
                      <List.Item key={line.actorId}>{revenueText(line)}</List.Item>
                    ))}
                  </List>
                </Stack>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

function Problems({ result }: { result: PricingResult }) {
  if (result.problems.length === 0) return null;
  return (
    <Alert color="yellow" title={t.problemsTitle}>
      <List size="sm">
        {result.problems.map((problem) => (
          <List.Item key={`${problem.rowId}-${problem.kind}`}>{t.problems[problem.kind](problem.code)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The priced procedures (values of the engine, exact), the totals, problems and each memória de cálculo. */
export function PricedProcedures({ result }: { result: PricingResult }) {
  return (
    <Stack gap="sm">
      <Problems result={result} />
      {result.procedures.length > 0 && (
        <Table.ScrollContainer minWidth={960}>
          <Table aria-label={t.table} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {[c.code, c.name, c.type, c.porte, c.proportion].map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
                {[c.value, c.valueOriginal, c.valueBase, c.valueTable].map((header) => (
                  <Table.Th key={header} ta="right">
                    {header}
                  </Table.Th>
                ))}
                <Table.Th>{c.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.procedures.map((p) => (
                <ProcedureRow key={p.rowId} p={p} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="xl" justify="end">
        <Text fw={700}>
          {t.total}: {formatMoneyText(result.total)}
        </Text>
        <Text>
          {t.totalRevenue}: {formatMoneyText(result.totalRevenue)}
        </Text>
      </Group>
    </Stack>
  );
}
