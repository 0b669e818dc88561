import { authRoutes, messages } from '@honora/contract';
import { loginPathOf } from '@honora/domain';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../shared/api/api-client';
import { authStore } from '../../shared/auth/auth-store';
import { clearAuth } from '../../shared/auth/forced-logout';

/** /logout: ends the session and goes to the login of the workspace it was in. */
export function LogoutPage() {
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const workspace = authStore.getState().session?.workspace ?? 'CLIENT';
    void call(authRoutes.logout)
      .catch(() => undefined)
      .finally(() => {
        clearAuth();
        void navigate(loginPathOf(workspace), { replace: true });
      });
  }, [navigate]);
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text>{messages.screens.logout.title}</Text>
      </Stack>
    </Center>
  );
}
