import { adminCompanyRoutes, messages, type AdminCompany, fmt } from '@honora/contract';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';
import { useRefreshCompanies } from './use-admin-companies';

const t = messages.screens.adminCompanies;

/** Delete (after a question) or restore a company — super admins only; the server says why it refuses. */
export function CompanyStatusActions({ company }: { company: AdminCompany }) {
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  const refresh = useRefreshCompanies();
  const [isAsking, setIsAsking] = useState(false);
  const [isRestoring, setIsRestoring] = useState(false);
  const params = { id: company.id };

  async function remove() {
    try {
      await call(adminCompanyRoutes.remove, { params });
      toast.success(t.deletedToast);
    } catch (error) {
      toastError(error);
    }
    await refresh();
  }

  async function restore() {
    setIsRestoring(true);
    try {
      await call(adminCompanyRoutes.restore, { params });
      toast.success(t.restoredToast);
    } catch (error) {
      toastError(error);
    } finally {
      setIsRestoring(false);
    }
    await refresh();
  }

  return (
    <Group gap="xs">
      <SuperAdminOnlyBadge />
      {company.deletedAt ? (
        <Button variant="light" onClick={() => void restore()} loading={isRestoring} disabled={!isSuperAdmin}>
          {t.restore}
        </Button>
      ) : (
        <Button color="red" variant="light" onClick={() => setIsAsking(true)} disabled={!isSuperAdmin}>
          {t.delete}
        </Button>
      )}
      <ConfirmModal
        title={isAsking ? t.deleteTitle : null}
        message={fmt(t.deleteConfirm, { name: company.name })}
        confirmLabel={t.delete}
        onConfirm={remove}
        onClose={() => setIsAsking(false)}
      />
    </Group>
  );
}
