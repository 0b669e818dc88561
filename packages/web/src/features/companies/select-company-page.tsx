import { messages } from '@honora/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { afterAuthPath } from '../../shared/routing/after-login';
import { CompanyChooser } from './company-chooser';

const t = messages.screens.selectCompany;

/**
 * /client/select_company, /company/select_company and /admin/select_company: the company
 * chooser, then the kept redirect (or the workspace's home).
 */
export function SelectCompanyPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  if (!session) return null;
  const isAdmin = session.workspace === 'ADMIN';
  return (
    <Stack maw={760}>
      <div>
        <Title order={1}>{isAdmin ? t.adminTitle : t.title}</Title>
        <Text c="dimmed">{isAdmin ? t.adminHint : t.hint}</Text>
      </div>
      <CompanyChooser
        onSelected={(next) => void navigate(afterAuthPath(searchParams.get('redirect'), next), { replace: true })}
      />
    </Stack>
  );
}
