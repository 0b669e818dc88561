import { accessRoutes, messages, type CompanyPermissionsResponse } from '@honora/contract';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
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
import { companyPermissionsKey, refreshSession } from './use-company-settings';

const t = messages.screens.companySettings;

interface Props {
  companyId: string;
  data: CompanyPermissionsResponse;
  /** companies.manager: without it the matrix is read-only and has no save button. */
  canManage: boolean;
}

/**
 * The "Perfis de acesso" tab: choose a profile, mark what it may do in each module, save
 * the whole configuration at once (PUT /api/company/permissions replaces it).
 */
export function AccessProfilesPanel({ companyId, data, canManage }: Props) {
  const queryClient = useQueryClient();
  const { catalog } = data;
  const [profile, setProfile] = useState<ProfileCode>(catalog.profiles[0]?.code ?? 'a');
  const [draft, setDraft] = useState<PermissionConfig | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const columns = useMemo(() => actionColumns(catalog.actions, actionLabel), [catalog.actions]);
  const config = draft ?? data.permissions;
  const isDirty = draft !== null && !isSameConfig(draft, data.permissions);
  const profileOptions = catalog.profiles.map((p) => ({ value: p.code, label: profileLabel(p.code) }));

  async function save() {
    if (!draft) return;
    setIsSaving(true);
    try {
      const saved = await call(accessRoutes.updateCompanyPermissions, { body: { permissions: draft } });
      queryClient.setQueryData(companyPermissionsKey(companyId), saved);
      setDraft(null);
      toast.success(t.profilesSaved);
      await refreshSession();
    } catch (error) {
      toastError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Text c="dimmed">{t.profilesHint}</Text>
        {!canManage && <Alert color="blue">{t.profilesReadOnly}</Alert>}
        <Select
          label={t.profile}
          data={profileOptions}
          value={profile}
          onChange={(value) => value && setProfile(value as ProfileCode)}
          allowDeselect={false}
          maw={320}
        />
        <PermissionMatrix
          modules={catalog.modules}
          columns={columns}
          config={config}
          profile={profile}
          profileName={profileLabel(profile)}
          isReadOnly={!canManage}
          onToggle={(module, column, isOn) => setDraft(setCell(config, module, column, profile, isOn))}
        />
        {canManage && (
          <Group justify="flex-end">
            {isDirty && (
              <Text size="sm" c="yellow" role="status">
                {t.unsaved}
              </Text>
            )}
            <Button variant="default" disabled={!isDirty || isSaving} onClick={() => setDraft(null)}>
              {t.discard}
            </Button>
            <Button onClick={() => void save()} loading={isSaving} disabled={!isDirty}>
              {t.saveProfiles}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
