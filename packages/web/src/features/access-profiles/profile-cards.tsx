import { type PermissionTemplate, fmt } from '@honora/contract';
import { accessCatalogScreenMessages as t } from '@honora/contract/screen-texts/access-catalog';
import { formatNumber } from '@honora/domain';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { profileLabel } from '../../shared/auth/permission-labels';
import {
  grantsOfProfile,
  type PermissionConfig,
  type ProfileCode,
} from '../../shared/permissions/permission-matrix-model';

interface Props {
  catalog: PermissionTemplate['catalog'];
  config: PermissionConfig;
  selected: ProfileCode;
  onSelect: (profile: ProfileCode) => void;
}

/** Profiles a–g with how much each holds in the template; choosing one shows its matrix. */
export function ProfileCards({ catalog, config, selected, onSelect }: Props) {
  const modules = catalog.modules.map((m) => m.name);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs" role="group" aria-label={t.profilesListLabel}>
      {catalog.profiles.map(({ code }) => {
        const count = grantsOfProfile(config, code, modules, catalog.actions).reduce(
          (sum, entry) => sum + entry.actions.length,
          0,
        );
        const isSelected = code === selected;
        return (
          <UnstyledButton key={code} onClick={() => onSelect(code)} aria-pressed={isSelected}>
            <Paper withBorder p="sm" h="100%" bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}>
              <Text fw={600}>{profileLabel(code)}</Text>
              <Text size="xs" c="dimmed">
                {fmt(t.profileCode, { code })}
              </Text>
              <Text size="xs">{fmt(t.grantCount, { count: formatNumber(count) })}</Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
