import { eventTypes, mandatoryFieldRoutes, messages } from '@honora/contract';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/auth/auth-store';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { QueryState } from '../../shared/ui/query-state';
import { call } from '../../shared/api/api-client';
import { MANDATORY_FIELDS_KEY, MandatoryFieldsForm } from './mandatory-fields-form';

const t = messages.screens.billingSettings.mandatoryFields;
const typeLabels = messages.screens.registry.eventTypes;

/**
 * /client/mandatoryFields (billing.md §2 mandatoryFields/{id}): one tab per event type
 * (Honorário, SP/SADT, Consulta) with the catalog's fields that apply to it as checkboxes;
 * the {id} is the event type whose tab is open.
 */
export function MandatoryFieldsPage() {
  const companyId = useSession()?.company?.id;
  const { id, open } = useRecordRoute();
  const tab = eventTypes.find((type) => type === id) ?? eventTypes[0];
  const query = useQuery({
    queryKey: [MANDATORY_FIELDS_KEY, companyId],
    queryFn: ({ signal }) => call(mandatoryFieldRoutes.list, { signal }),
  });
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <QueryState query={query}>
        {(data) => (
          <Tabs value={tab} onChange={(type) => type && open(type)}>
            <Tabs.List>
              {eventTypes.map((type) => (
                <Tabs.Tab key={type} value={type}>
                  {typeLabels[type]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {data.items.map((entry) => (
              <Tabs.Panel key={entry.eventType} value={entry.eventType} pt="md">
                <MandatoryFieldsForm key={entry.updatedAt ?? 'none'} entry={entry} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </QueryState>
    </Stack>
  );
}
