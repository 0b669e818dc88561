import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { Text } from '@mantine/core';
import { eventExportText } from './event-export-text';
import { useContaAzulConnected, useContaAzulEventExport } from './use-contaazul';

const t = contaAzulScreenMessages.export;

/** One line on the event page (decision 054), only when the company is connected. */
export function EventContaAzulStatus({ eventId }: { eventId: string }) {
  const connected = useContaAzulConnected();
  const query = useContaAzulEventExport(eventId, connected);
  if (!connected || !query.data) return null;
  const item = query.data.items[0];
  return (
    <Text size="sm" c={item?.state === 'FAILED' ? 'red' : 'dimmed'} data-testid="event-contaazul">
      {t.status}: {eventExportText(item)}
    </Text>
  );
}
