import { accessCatalogScreenMessages as t } from '@honora/contract/screen-texts/access-catalog';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../shared/auth/auth-store';
import { usePermissionTemplate } from '../../shared/permissions/use-permission-template';
import { QueryState } from '../../shared/ui/query-state';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';
import { TemplateEditor } from './template-editor';

/** /admin/accessProfiles: profiles a–g and the permission template every new company starts with. */
export function AccessProfilesPage() {
  const session = useSession();
  const query = usePermissionTemplate();
  return (
    <Stack>
      <div>
        <Group gap="sm">
          <Title order={1}>{t.profilesTitle}</Title>
          <SuperAdminOnlyBadge />
        </Group>
        <Text c="dimmed">{t.profilesHint}</Text>
      </div>
      <QueryState query={query}>
        {(template) => <TemplateEditor template={template} canEdit={session?.isSuperAdmin ?? false} />}
      </QueryState>
    </Stack>
  );
}
