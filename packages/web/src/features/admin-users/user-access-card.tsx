import { adminUserRoutes, type UserDetail, fmt } from '@honora/contract';
import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { useUserSaved } from './use-admin-users';

/** Disable (the user's sessions end at once) or enable a user; nobody disables themself; admins only by super admins. */
export function UserAccessCard({ user, isLocked }: { user: UserDetail; isLocked: boolean }) {
  const session = useSession();
  const onSaved = useUserSaved();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const isSelf = session?.user.id === user.id;

  async function setDisabled(isDisabled: boolean) {
    setIsBusy(true);
    try {
      onSaved(await call(adminUserRoutes.setStatus, { params: { id: user.id }, body: { isDisabled } }));
      toast.success(isDisabled ? t.disabledToast : t.enabledToast);
    } catch (error) {
      toastError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          {t.accessTitle}
        </Title>
        {user.isDisabled ? <Alert color="red">{t.disabledAlert}</Alert> : <Text c="dimmed">{t.activeHint}</Text>}
        <Group>
          {user.isDisabled ? (
            <Button color="teal" loading={isBusy} disabled={isLocked} onClick={() => void setDisabled(false)}>
              {t.enable}
            </Button>
          ) : (
            <Button color="red" variant="light" disabled={isSelf || isLocked} onClick={() => setIsConfirming(true)}>
              {t.disable}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        title={isConfirming ? t.disableTitle : null}
        message={fmt(t.disableConfirm, { name: user.name })}
        confirmLabel={t.disable}
        onConfirm={() => setDisabled(true)}
        onClose={() => setIsConfirming(false)}
      />
    </Paper>
  );
}
