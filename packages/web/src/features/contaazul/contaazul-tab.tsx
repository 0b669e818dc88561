import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useCan } from '../../shared/auth/use-can';
import { QueryState } from '../../shared/ui/query-state';
import { ConnectionSection } from './connection-section';
import { ExportsHistory } from './exports-history';
import { MappingsSection } from './mappings-section';
import { SettingsSection } from './settings-section';
import { useContaAzulCallback } from './use-contaazul-callback';
import { useContaAzulConnection, useRefreshContaAzul } from '../../shared/contaazul/use-contaazul';

const t = contaAzulScreenMessages;

/**
 * The Conta Azul tab of /client/integrations (decision 054): the connection, where receivables
 * go, the mappings and the last exports; the way back from Conta Azul's authorization ends here.
 */
export function ContaAzulTab() {
  const can = useCan();
  const canWrite = can('integrations', 'write');
  // The mappings and the export jobs are lists (decision 054: module integrations, action list).
  const canList = can('integrations', 'list');
  const isFinishing = useContaAzulCallback();
  const canRead = can('integrations', 'read');
  const query = useContaAzulConnection(canRead && !isFinishing);
  const refresh = useRefreshContaAzul();
  if (isFinishing) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text>{t.connection.connecting}</Text>
        </Stack>
      </Center>
    );
  }
  if (!canRead) return <Text c="dimmed">{t.hint}</Text>;
  return (
    <Stack>
      <Text c="dimmed">{t.hint}</Text>
      <QueryState query={query}>
        {({ configured, connection }) => (
          <>
            <ConnectionSection
              configured={configured}
              connection={connection}
              canWrite={canWrite}
              onChanged={() => void refresh()}
            />
            {configured && connection?.status === 'CONNECTED' && (
              <>
                <SettingsSection
                  key={`${connection.id}:${connection.financialAccount?.id ?? ''}:${connection.category?.id ?? ''}:${connection.dueDays}`}
                  connection={connection}
                  canWrite={canWrite}
                  onSaved={() => void refresh()}
                />
                {canList && <MappingsSection canWrite={canWrite} />}
                {canList && <ExportsHistory />}
              </>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
