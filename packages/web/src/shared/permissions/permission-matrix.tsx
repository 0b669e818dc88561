import { messages, type CompanyPermissionsResponse, fmt } from '@honora/contract';
import { Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { moduleLabel } from '../auth/permission-labels';
import { cellState, type ActionColumn, type PermissionConfig, type ProfileCode } from './permission-matrix-model';

const t = messages.screens.companySettings;

interface Props {
  modules: CompanyPermissionsResponse['catalog']['modules'];
  columns: readonly ActionColumn[];
  config: PermissionConfig;
  profile: ProfileCode;
  profileName: string;
  isReadOnly: boolean;
  onToggle: (module: string, column: ActionColumn, isOn: boolean) => void;
}

/** Module × action checkboxes of one profile; one row per module, "Somente matriz" where it applies. */
export function PermissionMatrix({ modules, columns, config, profile, profileName, isReadOnly, onToggle }: Props) {
  return (
    // Below this the checkboxes would crowd: it scrolls then, and never sooner (1280 px windows fit).
    <Table.ScrollContainer minWidth={columns.length * 56 + 200}>
      <Table
        striped
        highlightOnHover
        withColumnBorders
        aria-label={fmt(t.matrixLabel, { profile: profileName })}
        stickyHeader
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.module}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.label} scope="col" ta="center">
                <Text size="xs" fw={600}>
                  {column.label}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((module) => {
            const name = moduleLabel(module.name);
            return (
              <Table.Tr key={module.name}>
                <Table.Th scope="row" fw={500}>
                  <Group gap={6}>
                    <span>{name}</span>
                    {module.isMatrizOnly && (
                      <Badge size="xs" variant="light" color="blue" style={{ flexShrink: 0 }}>
                        {t.matrizOnly}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                {columns.map((column) => {
                  const state = cellState(config, module.name, column, profile);
                  return (
                    <Table.Td key={column.label} ta="center">
                      <Checkbox
                        aria-label={fmt(messages.screens.access.permission, { module: name, action: column.label })}
                        checked={state === 'on'}
                        indeterminate={state === 'mixed'}
                        disabled={isReadOnly}
                        onChange={() => onToggle(module.name, column, state !== 'on')}
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
