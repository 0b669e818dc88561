import { messages } from '@honora/contract';
import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { navLabelOf } from '../../shared/routing/navigation';
import { CompanyChooser } from './company-chooser';

/**
 * A screen of a company's data whose route needs only login (platform.md §2): without a
 * selected company it says so and offers the company choice inside the screen, which then
 * shows the chosen company's data.
 */
export function CompanyScreen({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session || session.company !== null || session.workspace === 'ADMIN') return children;
  return (
    <Stack maw={760}>
      <Title order={1}>{navLabelOf(pathname) ?? messages.screens.company.noCompany}</Title>
      <Alert color="yellow" role="status">
        {messages.errors.companyRequired}
      </Alert>
      <CompanyChooser />
    </Stack>
  );
}
