import { adminUserRoutes, type Membership, type UserDetail, fmt } from '@honora/contract';
import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { AddMembershipForm } from './add-membership-form';
import { MembershipsTable } from './memberships-table';
import { useUserSaved } from './use-admin-users';

/** The user's companies: remove (the membership stays, inactive) and add. */
export function MembershipsPanel({ user }: { user: UserDetail }) {
  const onSaved = useUserSaved();
  const [removing, setRemoving] = useState<Membership | null>(null);

  async function remove(membership: Membership) {
    try {
      onSaved(await call(adminUserRoutes.removeMembership, { params: { id: user.id, membershipId: membership.id } }));
      toast.success(t.removed);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          {t.membershipsTitle}
        </Title>
        <MembershipsTable memberships={user.memberships} onRemove={setRemoving} />
        <AddMembershipForm userId={user.id} onAdded={onSaved} />
      </Stack>
      <ConfirmModal
        title={removing ? t.removeTitle : null}
        message={removing ? fmt(t.removeConfirm, { name: user.name, company: removing.companyName }) : ''}
        confirmLabel={t.remove}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
