import { accessCatalogScreenMessages as t } from '@honora/contract/screen-texts/access-catalog';
import { Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import { moduleLabel, profileLabel } from '../../shared/auth/permission-labels';
import type { ActionRow } from './action-rows';

const top = { verticalAlign: 'top' } as const;

export function ActionsTable({ rows }: { rows: readonly ActionRow[] }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.actionsEmpty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label={t.actionsTableLabel} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.action}</Table.Th>
            <Table.Th>{t.code}</Table.Th>
            <Table.Th>{t.profiles}</Table.Th>
            <Table.Th>{t.modules}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw={500} style={top}>
                {row.label}
              </Table.Th>
              <Table.Td style={top}>
                <Stack gap={2} align="flex-start">
                  <Code>{row.name}</Code>
                  {row.aliases.map((alias) => (
                    <Code key={alias} c="dimmed">
                      {alias}
                    </Code>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td style={top}>
                <Group gap={4}>
                  {row.profiles.map((profile) => (
                    <Badge key={profile} size="sm" variant="light">
                      {profileLabel(profile)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                {row.modules.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t.noModules}
                  </Text>
                ) : (
                  <Text size="sm">{row.modules.map((entry) => moduleLabel(entry.module)).join(', ')}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
