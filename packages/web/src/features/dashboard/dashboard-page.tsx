import { messages, type SessionView } from '@honora/contract';
import { selectCompanyPathOf } from '@honora/domain';
import { Anchor, Center, Loader, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { companyKindLabel } from '../../shared/ui/company-kind-badge';
import { InfoList, type InfoItem } from './info-list';

const t = messages.screens.dashboard;

/**
 * The charts and their texts load apart, after the home, with every Mantine style (decision 033:
 * the first load keeps its budget), in two steps: see production-panel-loader.tsx.
 */
const ProductionPanel = lazy(async () => ({
  default: (await import('./production-panel-loader')).ProductionPanelLoader,
}));

/**
 * The production panel is for members who may read the dashboard and list events (all or their
 * own) and who have billing (residents never do, platform.md §6); the API decides the same.
 */
function showsProduction({ workspace, company, permissions }: SessionView): boolean {
  if (workspace !== 'CLIENT' || !company) return false;
  const can = (module: string, ...actions: string[]) => actions.some((a) => permissions[module]?.includes(a));
  return can('dashboard', 'read') && can('events', 'list', 'listOwn') && can('billing', 'read', 'readOwn');
}

/** The super admin's summary of every company (decision 038), with the styles a lazy screen brings. */
const AdminSummary = lazy(async () => {
  const [summary] = await Promise.all([import('./admin-summary'), import('../../shared/lazy/all-styles')]);
  return { default: summary.AdminSummary };
});

const c = messages.screens.company;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Loading() {
  return (
    <Center py="xl" role="status">
      <Loader />
      <VisuallyHidden>{messages.ui.loading}</VisuallyHidden>
    </Center>
  );
}

function companyItems(company: NonNullable<SessionView['company']>): InfoItem[] {
  const items: InfoItem[] = [{ label: t.companyName, value: company.name }];
  if (company.legalName) items.push({ label: c.legalName, value: company.legalName });
  if (company.cnpj) items.push({ label: c.cnpj, value: company.cnpj });
  const kind = companyKindLabel(company);
  if (kind) items.push({ label: c.type, value: kind });
  return items;
}

/**
 * /client, /company and /admin dashboard: who is signed in, where, and for which company; in the
 * client workspace, the group's production below; for the super admin, every company's this year.
 */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  const { user, company, workspace } = session;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Section id="dashboard-user" title={t.userSection}>
          <InfoList
            items={[
              { label: t.name, value: user.name },
              { label: t.email, value: user.email },
            ]}
          />
        </Section>
        <Section id="dashboard-workspace" title={t.workspaceSection}>
          <InfoList
            items={[
              { label: t.workspace, value: messages.screens.workspaces[workspace] },
              { label: t.superAdmin, value: session.isSuperAdmin ? t.yes : t.no },
            ]}
          />
        </Section>
        <Section id="dashboard-company" title={t.companySection}>
          {company ? (
            <InfoList items={companyItems(company)} />
          ) : (
            <Stack gap="xs">
              <Text c="dimmed">{c.noCompany}</Text>
              <Anchor component={Link} to={selectCompanyPathOf(workspace)}>
                {t.chooseCompany}
              </Anchor>
            </Stack>
          )}
        </Section>
      </SimpleGrid>
      {workspace === 'ADMIN' && session.isSuperAdmin ? (
        <Suspense fallback={<Loading />}>
          <AdminSummary />
        </Suspense>
      ) : null}
      {showsProduction(session) ? (
        <Suspense fallback={<Loading />}>
          <ProductionPanel />
        </Suspense>
      ) : null}
    </Stack>
  );
}
