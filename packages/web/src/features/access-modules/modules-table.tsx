import { fmt } from '@honora/contract';
import { accessCatalogScreenMessages as t } from '@honora/contract/screen-texts/access-catalog';
import { Badge, Code, Stack, Table, Text } from '@mantine/core';
import { actionLabel, profileLabel } from '../../shared/auth/permission-labels';
import type { ModuleRow } from './module-rows';

const top = { verticalAlign: 'top' } as const;

/** Actions with the same pt-BR name (manageFilias / managerFiliais) are told once. */
const actionNames = (actions: readonly string[]) => [...new Set(actions.map(actionLabel))].join(', ');

export function ModulesTable({ rows }: { rows: readonly ModuleRow[] }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.modulesEmpty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label={t.modulesTableLabel} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.module}</Table.Th>
            <Table.Th>{t.code}</Table.Th>
            <Table.Th>{t.inTemplate}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw={500} style={top}>
                <Stack gap={4} align="flex-start">
                  <span>{row.label}</span>
                  {row.isMatrizOnly && (
                    <Badge size="xs" variant="light" color="blue">
                      {t.matrizOnly}
                    </Badge>
                  )}
                </Stack>
              </Table.Th>
              <Table.Td style={top}>
                <Code>{row.name}</Code>
              </Table.Td>
              <Table.Td>
                {row.grants.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t.noGrants}
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {row.grants.map((grant) => (
                      <Text key={grant.profile} size="sm">
                        {fmt(t.grantLine, {
                          profile: profileLabel(grant.profile),
                          actions: actionNames(grant.actions),
                        })}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
