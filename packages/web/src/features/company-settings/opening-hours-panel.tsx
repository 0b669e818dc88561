import { fmt, openingHoursRoutes, type OpeningHoursView } from '@honora/contract';
import { openingHoursScreenMessages } from '@honora/contract/screen-texts/opening-hours';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { TimeInput } from '../../shared/forms/date-input';
import { toast } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { addPeriod, emptyWeek, removePeriod, setPeriod, weekOf, type Week } from './opening-hours-model';
import { OpenBadge, OpeningSwitches } from './opening-switches';

const t = openingHoursScreenMessages;
const openingKey = (companyId: string) => ['company', companyId, 'opening-hours'] as const;

/** The "Horário de atendimento" tab (platform.md §4; decision 064). */
export function OpeningHoursTab({ companyId, canWrite }: { companyId: string; canWrite: boolean }) {
  const query = useQuery({
    queryKey: openingKey(companyId),
    queryFn: ({ signal }) => call(openingHoursRoutes.get, { signal }),
  });
  const [savedCount, setSavedCount] = useState(0);
  return (
    <QueryState query={query}>
      {(view) => (
        <OpeningHoursPanel
          key={savedCount}
          companyId={companyId}
          view={view}
          canWrite={canWrite}
          onReset={() => setSavedCount((n) => n + 1)}
        />
      )}
    </QueryState>
  );
}

interface Props {
  companyId: string;
  view: OpeningHoursView;
  canWrite: boolean;
  onReset: () => void;
}

function OpeningHoursPanel({ companyId, view, canWrite, onReset }: Props) {
  const queryClient = useQueryClient();
  const [week, setWeek] = useState<Week | null>(weekOf(view));
  const [inUse, setInUse] = useState(view.switches);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const show = (next: OpeningHoursView) => queryClient.setQueryData(openingKey(companyId), next);

  async function save() {
    setIsSaving(true);
    setError(null);
    try {
      show(await call(openingHoursRoutes.update, { body: { hours: week, switches: inUse } }));
      toast.success(t.saved);
      onReset();
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t.title}
          </Title>
          <OpenBadge isOpen={view.state.isOpen} />
        </Group>
        <Text c="dimmed">{t.hint}</Text>
        {!canWrite && <Alert color="gray">{t.readOnly}</Alert>}
        <Text size="sm">{t.timeZone}</Text>
        {week === null ? (
          <Group>
            <Text>{t.noHours}</Text>
            {canWrite && (
              <Button variant="default" onClick={() => setWeek(emptyWeek())}>
                {t.useHours}
              </Button>
            )}
          </Group>
        ) : (
          <WeekGrid week={week} canWrite={canWrite} onChange={setWeek} />
        )}
        <OpeningSwitches view={view} canWrite={canWrite} inUse={inUse} onInUseChange={setInUse} onSaved={show} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {canWrite && (
          <Group>
            <Button onClick={() => void save()} loading={isSaving}>
              {t.save}
            </Button>
            {week !== null && (
              <Button variant="subtle" onClick={() => setWeek(null)}>
                {t.alwaysOpen}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function WeekGrid({ week, canWrite, onChange }: { week: Week; canWrite: boolean; onChange: (week: Week) => void }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t.nextDayHint}
      </Text>
      {week.map((periods, day) => {
        const dayName = t.weekdays[day]!;
        const lower = dayName.toLowerCase();
        return (
          <Group key={day} align="flex-start" wrap="nowrap" data-testid={`opening-day-${day}`}>
            <Text w={130} fw={600} pt={6}>
              {dayName}
            </Text>
            <Stack gap={6} style={{ flex: 1 }}>
              {periods.length === 0 && (
                <Text c="dimmed" pt={6}>
                  {t.closedDay}
                </Text>
              )}
              {periods.map((period, index) => (
                <Group key={index} gap="xs" wrap="nowrap">
                  <TimeInput
                    aria-label={fmt(t.startOf, { n: index + 1, day: lower })}
                    w={100}
                    value={period.start}
                    disabled={!canWrite}
                    onChange={(start) => onChange(setPeriod(week, day, index, { ...period, start }))}
                  />
                  <Text>–</Text>
                  <TimeInput
                    aria-label={fmt(t.endOf, { n: index + 1, day: lower })}
                    w={100}
                    value={period.end}
                    disabled={!canWrite}
                    onChange={(end) => onChange(setPeriod(week, day, index, { ...period, end }))}
                  />
                  {canWrite && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={fmt(t.removePeriodOf, { n: index + 1, day: lower })}
                      onClick={() => onChange(removePeriod(week, day, index))}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
            {canWrite && periods.length < 6 && (
              <Button
                size="compact-sm"
                variant="default"
                aria-label={fmt(t.addPeriodOf, { day: lower })}
                onClick={() => onChange(addPeriod(week, day))}
              >
                {t.addPeriod}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
