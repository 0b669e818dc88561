import { AXREG_TYPES } from '@honora/contract';
import { integrationsScreenMessages as t } from '@honora/contract/screen-texts/integrations';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
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
 * /client/integrations (platform.md §2 integrations; decision 053): the registry's settings, the
 * connection test and sync with its report, the way to the mapping screens and the calls audit.
 */
export function IntegrationsPage() {
  const can = useCan();
  const canWrite = can('integrations', 'write');
  const query = useIntegration();
  const refresh = useRefreshAxreg();
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
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
