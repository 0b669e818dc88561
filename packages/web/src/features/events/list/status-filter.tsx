import { messages, type EventStatusGroupValue, type EventStatusValue } from '@honora/contract';
import { EVENT_STATUS_GROUPS } from '@honora/domain';
import { Chip, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { groupsOf, statusesOf, type Readiness } from './list-filters';

const t = messages.screens.events.list.filters;
const statusLabels = messages.screens.events.statuses;
const groupLabels = messages.screens.events.statusGroups;

interface Props {
  readiness: Readiness;
  statuses: EventStatusValue[];
  statusGroup: EventStatusGroupValue | null;
  onChange: (patch: { statuses: EventStatusValue[]; statusGroup: EventStatusGroupValue | null }) => void;
}

const ALL = 'all';

/** The statuses of the page (or of the chosen group) and, on the ready list, the status-group chips. */
export function StatusFilter({ readiness, statuses, statusGroup, onChange }: Props) {
  const groups = groupsOf(readiness);
  const inGroup: readonly string[] = statusGroup ? EVENT_STATUS_GROUPS[statusGroup] : statusesOf(readiness);
  const options = statusesOf(readiness)
    .filter((status) => inGroup.includes(status))
    .map((status) => ({ value: status, label: statusLabels[status] }));
  const chooseGroup = (value: string) => {
    const group = value === ALL ? null : (value as EventStatusGroupValue);
    const allowed: readonly string[] = group ? EVENT_STATUS_GROUPS[group] : statusesOf(readiness);
    onChange({ statusGroup: group, statuses: statuses.filter((status) => allowed.includes(status)) });
  };
  return (
    <Stack gap={4}>
      {groups.length > 0 && (
        <div role="radiogroup" aria-label={t.group}>
          <Text size="sm" fw={500} mb={4}>
            {t.group}
          </Text>
          <Chip.Group multiple={false} value={statusGroup ?? ALL} onChange={chooseGroup}>
            <Group gap="xs">
              <Chip value={ALL} type="radio" size="sm">
                {t.allGroups}
              </Chip>
              {groups.map((group) => (
                <Chip key={group} value={group} type="radio" size="sm">
                  {groupLabels[group]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
      )}
      <MultiSelect
        label={t.statuses}
        placeholder={statuses.length === 0 ? t.statusesPlaceholder : undefined}
        data={options}
        value={statuses}
        onChange={(next) => onChange({ statusGroup, statuses: next as EventStatusValue[] })}
        clearable
        searchable
        nothingFoundMessage={messages.screens.people.noMatches}
        maw={560}
      />
    </Stack>
  );
}
