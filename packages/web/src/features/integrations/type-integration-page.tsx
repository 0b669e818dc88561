import type { AxregType } from '@honora/contract';
import { integrationsScreenMessages as t } from '@honora/contract/screen-texts/integrations';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../shared/auth/use-can';
import { paths } from '../../shared/routing/paths';
import { RecordsSection } from './records-section';
import { SuggestionsSection } from './suggestions-section';
import { useRefreshAxreg } from './use-integrations';

/**
 * surgeon_integration, anesthetist_integration, healthInsurance_integration, hospital_integration
 * (platform.md §2; decision 053): one screen per type — suggestions first, then the registry's
 * records beside their product records.
 */
export function TypeIntegrationPage({ type }: { type: AxregType }) {
  const canWrite = useCan()('integrations', 'write');
  const refresh = useRefreshAxreg();
  const onChanged = () => void refresh();
  return (
    <Stack>
      <div>
        <Title order={1}>
          {t.title}: {t.typeTitles[type]}
        </Title>
        <Text c="dimmed">
          <Anchor component={Link} to={paths.clientIntegrations}>
            {t.title}
          </Anchor>
        </Text>
      </div>
      <SuggestionsSection type={type} canWrite={canWrite} onChanged={onChanged} />
      <RecordsSection type={type} canWrite={canWrite} onChanged={onChanged} />
    </Stack>
  );
}

export const SurgeonIntegrationPage = () => <TypeIntegrationPage type="surgeon" />;
export const AnesthetistIntegrationPage = () => <TypeIntegrationPage type="anesthetist" />;
export const HealthInsuranceIntegrationPage = () => <TypeIntegrationPage type="healthInsurance" />;
export const HospitalIntegrationPage = () => <TypeIntegrationPage type="hospital" />;
