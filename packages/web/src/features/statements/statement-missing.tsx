import { fmt, type Statement } from '@honora/contract';
import { statementsScreenMessages as t } from '@honora/contract/screen-texts/statements';
import { Anchor, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { paths } from '../../shared/routing/paths';

const l = t.lines;

/** "No Honora, fora do demonstrativo": rows of the events the statement names that no line names. */
export function StatementMissing({ missing }: { missing: Statement['missing'] }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={t.missing}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t.missing}
        </Title>
        {missing.length === 0 ? (
          <Text size="sm" role="status">
            {t.noMissing}
          </Text>
        ) : (
          <Table striped aria-label={t.missing}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{l.guide}</Table.Th>
                <Table.Th>{l.item}</Table.Th>
                <Table.Th ta="right">{l.billed}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {missing.map((row) => {
                const guide = row.numGuide ?? '—';
                return (
                  <Table.Tr key={row.procedureRowId} data-row-id={row.procedureRowId}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${paths.clientEvents}/${row.eventId}`}
                        size="sm"
                        aria-label={fmt(l.openEvent, { guide })}
                      >
                        {guide}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {row.value ? formatMoneyText(row.value) : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** The insurer's problems and the reading's warnings, with the file line when known; nothing when there are none. */
export function StatementWarnings({ problems }: { problems: Statement['problems'] }) {
  if (problems.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-label={t.problems}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t.problems}
        </Title>
        <List size="sm">
          {problems.map((problem, index) => (
            <List.Item key={index} data-severity={problem.severity}>
              {problem.line === null ? problem.message : `${l.line} ${problem.line}: ${problem.message}`}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
