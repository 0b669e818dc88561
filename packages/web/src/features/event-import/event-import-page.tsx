import { eventImportScreenMessages } from '@honora/contract/screen-texts/event-import-screen';
import { messages } from '@honora/contract';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { EventImportForm } from './event-import-form';
import { EventImportHistory } from './event-import-history';
import { importIdOf } from './event-import-logic';
import { EventImportReport } from './event-import-report';

const t = messages.screens.eventImport;

/**
 * /client/ImportCustom (billing.md §2; decision 040): the file and its choices, the preview that
 * writes nothing, the import's progress and report (its id kept in the URL, ?id=, so a reload
 * shows it again) and the company's previous imports.
 */
export function EventImportPage() {
  const [params, setParams] = useSearchParams();
  const currentId = importIdOf(params.get('id'));
  const open = useCallback((id: string) => setParams({ id }), [setParams]);

  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{eventImportScreenMessages.hint}</Text>
        <Group mt={4}>
          <Anchor component={Link} to={paths.clientTemplatesImportEvents} size="sm">
            {eventImportScreenMessages.template}
          </Anchor>
        </Group>
      </div>
      <EventImportForm onStarted={open} />
      {currentId && <EventImportReport key={currentId} id={currentId} />}
      <EventImportHistory onView={open} />
    </Stack>
  );
}
