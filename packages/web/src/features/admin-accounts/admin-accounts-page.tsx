import { adminAccountRoutes, type AdminAccount, fmt } from '@honora/contract';
import { adminAccountsScreenMessages as t } from '@honora/contract/screen-texts/admin-accounts';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { PagedResults } from '../../shared/ui/paged-results';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { AdminAccountModal, type AccountModalState } from './admin-account-modal';
import { AdminAccountsTable } from './admin-accounts-table';
import { ADMIN_ACCOUNTS_PAGE_SIZE, useAdminAccounts, useRefreshAdminAccounts } from './use-admin-accounts';

/** /admin/admin_users: who uses the admin workspace; granting, revoking and Super Admin are for super admins. */
export function AdminAccountsPage() {
  const session = useSession();
  const isSuperAdmin = session?.isSuperAdmin ?? false;
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
  const query = useAdminAccounts(debounced, page);
  const refresh = useRefreshAdminAccounts();
  const [modal, setModal] = useState<AccountModalState | null>(null);
  const [revoking, setRevoking] = useState<AdminAccount | null>(null);

  async function revoke(account: AdminAccount) {
    try {
      await call(adminAccountRoutes.revoke, { params: { userId: account.userId } });
      toast.success(t.revoked);
      refresh();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        <Group gap="xs">
          <SuperAdminOnlyBadge />
          <Button disabled={!isSuperAdmin} onClick={() => setModal({ kind: 'grant' })}>
            {t.grant}
          </Button>
        </Group>
      </Group>
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        type="search"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <PagedResults
        query={query}
        page={page}
        pageSize={ADMIN_ACCOUNTS_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <AdminAccountsTable
            items={data.items}
            selfId={session?.user.id ?? ''}
            isSuperAdmin={isSuperAdmin}
            onEdit={(account) => setModal({ kind: 'edit', account })}
            onRevoke={setRevoking}
          />
        )}
      </PagedResults>
      <AdminAccountModal
        state={modal}
        isSuperAdmin={isSuperAdmin}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          refresh();
        }}
      />
      <ConfirmModal
        title={revoking ? t.revokeTitle : null}
        message={revoking ? fmt(t.revokeConfirm, { name: revoking.name }) : ''}
        confirmLabel={t.revoke}
        onConfirm={() => (revoking ? revoke(revoking) : Promise.resolve())}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
