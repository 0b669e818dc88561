import { AXREG_TYPES } from '@honora/contract';
import { integrationsScreenMessages as t } from '@honora/contract/screen-texts/integrations';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { Anchor, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../shared/auth/use-can';
import { paths } from '../../shared/routing/paths';
import { QueryState } from '../../shared/ui/query-state';
import { CallsSection } from './calls-section';
import { TYPE_PATHS } from './integration-paths';
import { SettingsForm } from './settings-form';
import { SyncSection } from './sync-section';
import { useIntegration, useRefreshAxreg } from './use-integrations';

function LinksSection() {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2}>{t.links.title}</Title>
        <Group>
          {AXREG_TYPES.map((type) => (
            <Anchor key={type} component={Link} to={TYPE_PATHS[type]}>
              {t.typeTitles[type]}
            </Anchor>
          ))}
          <Anchor component={Link} to={paths.clientIntegrationToFrom}>
            {t.links.mappings}
          </Anchor>
          <Anchor component={Link} to={paths.clientIntegrationsMultiples}>
            {t.links.multiples}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The registry's tab (decision 053): its settings, the connection test and sync with its report,
 * the way to the mapping screens and the calls audit.
 */
function AxregTab() {
  const can = useCan();
  const canWrite = can('integrations', 'write');
  const query = useIntegration();
  const refresh = useRefreshAxreg();
  return (
    <Stack>
      <Text c="dimmed">{t.hint}</Text>
      <QueryState query={query}>
        {({ integration }) => (
          <>
            <SettingsForm
              key={integration?.id ?? 'new'}
              integration={integration}
              canWrite={canWrite}
              onSaved={() => void refresh()}
            />
            {integration ? (
              <SyncSection integration={integration} canWrite={canWrite} onSynced={() => void refresh()} />
            ) : (
              <Text c="dimmed">{t.settings.notConfigured}</Text>
            )}
          </>
        )}
      </QueryState>
      <LinksSection />
      {/* The audit is the managers' (decision 053: module integrations, action manager). */}
      {can('integrations', 'manager') && <CallsSection />}
    </Stack>
  );
}

type IntegrationTab = 'axreg' | 'contaazul';

/**
 * /client/integrations (platform.md §2 integrations): two tabs, the registry (decision 053) and
 * Conta Azul (decision 054, its own feature, given by the router); the way back from Conta
 * Azul's authorization (code and state in the address) opens the latter.
 */
export function IntegrationsPage({ contaAzulTab }: { contaAzulTab?: ReactNode }) {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<IntegrationTab>(() =>
    params.has('code') && params.has('state') ? 'contaazul' : 'axreg',
  );
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Tabs value={tab} onChange={(value) => setTab(value === 'contaazul' ? 'contaazul' : 'axreg')} keepMounted={false}>
        <Tabs.List aria-label={t.title}>
          <Tabs.Tab value="axreg">{contaAzulScreenMessages.registryTab}</Tabs.Tab>
          <Tabs.Tab value="contaazul">{contaAzulScreenMessages.tab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="axreg" pt="md">
          <AxregTab />
        </Tabs.Panel>
        <Tabs.Panel value="contaazul" pt="md">
          {contaAzulTab}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
