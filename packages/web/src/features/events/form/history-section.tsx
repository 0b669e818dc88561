import { fmt } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { QueryState } from '../../../shared/ui/query-state';
import { changeLines, type NameOf } from './history-text';
import { useEventHistory, type EventRegistries } from './use-event';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const h = eventFormScreenMessages.history;

/** Names of linked records from the registry caches (a link's old value may be any record of the company). */
function namesFrom(registries: EventRegistries): NameOf {
  return (field, id) => {
    const source =
      field === 'healthInsuranceId'
        ? registries.insurers
        : field === 'hospitalId'
          ? registries.hospitals
          : field === 'patientId'
            ? registries.patients
            : field === 'surgeonId'
              ? registries.surgeons
              : registries.anesthetists;
    return source.byId.get(id)?.name ?? null;
  };
}

interface Props {
  eventId: string;
  version: number;
  registries: EventRegistries;
}

/** Histórico: who changed what and when (the event, its procedures, observations, attachments, reverts). */
export function HistorySection({ eventId, version, registries }: Props) {
  const query = useEventHistory(eventId, version);
  const nameOf = namesFrom(registries);
  return (
    <QueryState query={query}>
      {(history) =>
        history.items.length === 0 ? (
          <Text c="dimmed">{h.empty}</Text>
        ) : (
          <List aria-label={h.list} spacing="sm" listStyleType="none">
            {[...history.items]
              .sort((a, b) => b.at.localeCompare(a.at))
              .map((entry, i) => {
                const lines = changeLines(entry.target, entry.operation, entry.changes, nameOf);
                return (
                  <List.Item key={`${entry.at}-${entry.target}-${i}`}>
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Badge variant="light" color="gray">
                          {`${h.targets[entry.target]} ${h.operations[entry.operation]}`}
                        </Badge>
                        <Text size="sm" fw={600}>
                          {fmt(h.entry, { name: entry.userName, when: formatDateTime(entry.at) })}
                        </Text>
                        {entry.byAdmin && (
                          <Text size="xs" c="dimmed">
                            {h.byAdmin}
                          </Text>
                        )}
                      </Group>
                      {lines.map((line) => (
                        <Text key={line} size="sm" c="dimmed">
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  </List.Item>
                );
              })}
          </List>
        )
      }
    </QueryState>
  );
}
