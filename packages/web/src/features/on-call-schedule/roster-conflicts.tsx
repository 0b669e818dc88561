import type { RosterMonth } from '@honora/contract';
import { onCallScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { conflictRows } from './roster-grid-model';

/** "Conflitos da escala": every breach of the month as it stands, by day and line. */
export function RosterConflicts({ month }: { month: RosterMonth }) {
  const rows = useMemo(() => conflictRows(month), [month]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="roster-conflicts-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="roster-conflicts-title">
          {t.conflictsTitle}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t.noConflicts}</Text>
        ) : (
          <List spacing={4}>
            {rows.map((row) => (
              <List.Item key={row.key}>
                <Text span aria-hidden="true" fw={700} c="orange">
                  {'⚠ '}
                </Text>
                {row.place && (
                  <Text span fw={500}>
                    {`${row.place}: `}
                  </Text>
                )}
                {row.message}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
