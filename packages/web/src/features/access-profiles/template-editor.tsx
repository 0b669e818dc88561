import { permissionTemplateRoutes, type PermissionTemplate } from '@honora/contract';
import { accessCatalogScreenMessages as t } from '@honora/contract/screen-texts/access-catalog';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call } from '../../shared/api/api-client';
import { actionLabel, profileLabel } from '../../shared/auth/permission-labels';
import { toast, toastError } from '../../shared/notify/toast';
import { PermissionMatrix } from '../../shared/permissions/permission-matrix';
import {
  actionColumns,
  isSameConfig,
  setCell,
  type PermissionConfig,
  type ProfileCode,
} from '../../shared/permissions/permission-matrix-model';
import { permissionTemplateKey } from '../../shared/permissions/use-permission-template';
import { ProfileCards } from './profile-cards';

interface Props {
  template: PermissionTemplate;
  /** Only super admins change the template; others see it read-only. */
  canEdit: boolean;
}

/** The template, one profile at a time (module × action); saved whole, as the company screen does. */
export function TemplateEditor({ template, canEdit }: Props) {
  const queryClient = useQueryClient();
  const { catalog } = template;
  const [profile, setProfile] = useState<ProfileCode>('a');
  const [draft, setDraft] = useState<PermissionConfig | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const columns = useMemo(() => actionColumns(catalog.actions, actionLabel), [catalog.actions]);
  const config = draft ?? template.permissions;
  const isDirty = draft !== null && !isSameConfig(draft, template.permissions);
  const isAtDefaults = isSameConfig(config, template.defaults);

  async function save() {
    if (!draft) return;
    setIsSaving(true);
    try {
      const saved = await call(permissionTemplateRoutes.update, { body: { permissions: draft } });
      queryClient.setQueryData(permissionTemplateKey, saved);
      setDraft(null);
      toast.success(t.saved);
    } catch (error) {
      toastError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack>
      <Text size="sm" role="status">
        {template.isDefault ? t.isDefault : t.isCustom}
      </Text>
      {!canEdit && <Alert color="blue">{t.readOnly}</Alert>}
      <ProfileCards catalog={catalog} config={config} selected={profile} onSelect={setProfile} />
      <Paper withBorder p="md">
        <PermissionMatrix
          modules={catalog.modules}
          columns={columns}
          config={config}
          profile={profile}
          profileName={profileLabel(profile)}
          isReadOnly={!canEdit}
          onToggle={(module, column, isOn) => setDraft(setCell(config, module, column, profile, isOn))}
        />
      </Paper>
      {canEdit && (
        <Group justify="flex-end">
          {isDirty && (
            <Text size="sm" c="yellow" role="status">
              {t.unsaved}
            </Text>
          )}
          <Button variant="subtle" disabled={isAtDefaults || isSaving} onClick={() => setDraft(template.defaults)}>
            {t.restoreDefault}
          </Button>
          <Button variant="default" disabled={!isDirty || isSaving} onClick={() => setDraft(null)}>
            {t.discard}
          </Button>
          <Button onClick={() => void save()} loading={isSaving} disabled={!isDirty}>
            {t.save}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
