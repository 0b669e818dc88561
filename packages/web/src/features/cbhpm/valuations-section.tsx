import { PORTE_GRADE_VALUES, type CbhpmValuation, fmt } from '@honora/contract';
import { cbhpmMessages as c } from '@honora/contract/screen-texts/cbhpm';
import { formatDateTime } from '@honora/domain';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { InUseBadge } from './editions-table';
import { moneyPt } from './use-cbhpm';
import { HiddenHeader } from '../../shared/ui/hidden-header';

/** 1..14 × A/B/C, as the book prints the portes. */
const GRADE_ROWS = Array.from({ length: 14 }, (_, i) => String(i + 1));
const GRADE_LETTERS = [...new Set(PORTE_GRADE_VALUES.map((grade) => grade.slice(-1)))];

/** The 42 porte values of one valuation in a 14 × 3 grid, then the UCO (and film). */
function PortesGrid({ valuation }: { valuation: CbhpmValuation }) {
  return (
    <Paper withBorder p="sm" maw={640}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {fmt(c.portesTitle, { name: valuation.name, version: valuation.version })}
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table
            striped
            withColumnBorders
            aria-label={fmt(c.portesLabel, { name: valuation.name, version: valuation.version })}
            fz="sm"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c.porteNumber}</Table.Th>
                {GRADE_LETTERS.map((letter) => (
                  <Table.Th key={letter} ta="right">
                    {letter}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {GRADE_ROWS.map((number) => (
                <Table.Tr key={number}>
                  <Table.Td>{number}</Table.Td>
                  {GRADE_LETTERS.map((letter) => {
                    const value = valuation.portes[`${number}${letter}`];
                    return (
                      <Table.Td key={letter} ta="right" data-porte={`${number}${letter}`}>
                        {value ? moneyPt(value) : c.notApplicable}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="lg">
          <Text fw={600}>{fmt(c.ucoValue, { value: moneyPt(valuation.ucoValue) })}</Text>
          {valuation.filmValue && <Text>{fmt(c.filmValue, { value: moneyPt(valuation.filmValue) })}</Text>}
        </Group>
      </Stack>
    </Paper>
  );
}

interface Props {
  valuations: readonly CbhpmValuation[];
  onRemove: ((valuation: CbhpmValuation) => void) | undefined;
}

/** The valuation versions (name, reference, UCO, use) and the porte values of the one chosen. */
export function ValuationsSection({ valuations, onRemove }: Props) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (valuations.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {c.valuationsEmpty}
      </Text>
    );
  }
  const chosen = valuations.find((valuation) => valuation.id === chosenId) ?? valuations[0]!;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover aria-label={c.valuationsLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c.columns.name}</Table.Th>
              <Table.Th>{c.columns.version}</Table.Th>
              <Table.Th>{c.columns.reference}</Table.Th>
              <Table.Th ta="right">{c.columns.uco}</Table.Th>
              <Table.Th>{c.columns.inUse}</Table.Th>
              <Table.Th>{c.columns.createdAt}</Table.Th>
              <Table.Th>{c.columns.createdBy}</Table.Th>
              <HiddenHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {valuations.map((valuation) => (
              <Table.Tr key={valuation.id}>
                <Table.Td>{valuation.name}</Table.Td>
                <Table.Td>{fmt(c.version, { version: valuation.version })}</Table.Td>
                <Table.Td>{valuation.reference}</Table.Td>
                <Table.Td ta="right">{moneyPt(valuation.ucoValue)}</Table.Td>
                <Table.Td>
                  <InUseBadge count={valuation.negotiationCount} />
                </Table.Td>
                <Table.Td>{formatDateTime(valuation.createdAt)}</Table.Td>
                <Table.Td>{valuation.createdByName}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant={valuation.id === chosen.id ? 'filled' : 'light'}
                      aria-pressed={valuation.id === chosen.id}
                      onClick={() => setChosenId(valuation.id)}
                      aria-label={fmt(c.showValuesOf, { name: valuation.name, version: valuation.version })}
                    >
                      {c.showValues}
                    </Button>
                    {onRemove && valuation.negotiationCount === 0 && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => onRemove(valuation)}
                        aria-label={fmt(c.removeValuation, { name: valuation.name, version: valuation.version })}
                      >
                        {c.remove}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PortesGrid valuation={chosen} />
    </Stack>
  );
}
