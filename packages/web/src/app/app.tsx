import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client';
import { ConnectionBanner } from '../shared/connection/connection-banner';
import { installDialogFocusReturn } from '../shared/ui/dialog-focus-return';
import { NotificationsOnDemand } from './notifications-on-demand';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'honora-color-scheme' });
const router = createAppRouter();

export function App() {
  useEffect(() => installDialogFocusReturn(), []);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="dark"
    >
      <NotificationsOnDemand />
      <ConnectionBanner />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
