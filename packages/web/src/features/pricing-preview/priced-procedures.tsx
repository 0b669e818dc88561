import { messages, fmt } from '@honora/contract';
import type { PricedProcedure, PricingResult } from '@honora/domain';
import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { PricingSteps } from '../../shared/pricing/pricing-steps';
import { TeamSplit } from '../../shared/pricing/team-split';
import { shownProportion } from '../../shared/pricing/proportion-shown';

const t = messages.screens.pricing;
const c = t.columns;
const COLUMNS = 10;

/** The billed proportion, with what decided it when the user did not ("50% · automático"). */
function proportionText(p: PricedProcedure): string {
  const shown = shownProportion(p.proportion, p);
  const label = t.proportions[shown.value];
  return shown.mode === 'chosen'
    ? label
    : fmt(t.proportionShown, { proportion: label, mode: t.proportionModes[shown.mode] });
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
        <Table.Td>{proportionText(p)}</Table.Td>
        {money(p.value)}
        {money(p.valueOriginal)}
        {money(p.valueBase)}
        {money(p.valueTable)}
        <Table.Td>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={isOpen}
            aria-label={fmt(t.showSteps, { code: p.code })}
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
              <PricingSteps steps={p.steps} label={fmt(t.showSteps, { code: p.code })} />
              <TeamSplit priced={p} />
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
          <List.Item key={`${problem.rowId}-${problem.kind}`}>
            {fmt(t.problems[problem.kind], { code: problem.code })}
          </List.Item>
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
        {result.procedures.some((p) => p.revenueTeam.some((line) => line.basis === 'surgical')) && (
          <Text>
            {t.totalSurgicalRevenue}: {formatMoneyText(result.totalSurgicalRevenue)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
