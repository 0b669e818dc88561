import { authRoutes, messages, type SessionView } from '@honora/contract';
import { homePathOf, selectCompanyPathOf } from '@honora/domain';
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../api/api-client';
import { toastError } from '../notify/toast';
import { paths } from '../routing/paths';

const t = messages.screens.shell;

export function UserMenu({ session }: { session: SessionView }) {
  const navigate = useNavigate();
  const [isSwitching, setIsSwitching] = useState(false);
  const canGoBackToAdmin = session.isSuperAdmin && session.workspace !== 'ADMIN';

  /** Leaving a company for the admin workspace reloads the app: no screen keeps the company's data. */
  async function backToAdmin() {
    setIsSwitching(true);
    try {
      await call(authRoutes.switchWorkspace, { body: { workspace: 'ADMIN' }, publishSession: false });
      window.location.assign(homePathOf('ADMIN'));
    } catch (error) {
      setIsSwitching(false);
      toastError(error);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" aria-label={`${t.userMenu}: ${session.user.name}`} loading={isSwitching}>
          {session.user.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.user.email}</Menu.Label>
        <Menu.Item onClick={() => void navigate(selectCompanyPathOf(session.workspace))}>
          {session.workspace === 'ADMIN' ? t.enterCompany : t.changeCompany}
        </Menu.Item>
        <Menu.Item onClick={() => void navigate(paths.clientProfileEdit)}>
          {messages.screens.profileEdit.menu}
        </Menu.Item>
        <Menu.Item onClick={() => void navigate(paths.clientChangePassword)}>{t.changePassword}</Menu.Item>
        {canGoBackToAdmin && <Menu.Item onClick={() => void backToAdmin()}>{t.backToAdmin}</Menu.Item>}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void navigate(paths.logout)}>
          {t.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
