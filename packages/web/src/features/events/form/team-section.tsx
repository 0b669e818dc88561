import { ANESTHESIA_TEAM_ROLES, EVENT_LIMITS, fmt, messages, TEAM_ROLE_VALUES } from '@honora/contract';
import type { TeamRole } from '@honora/domain';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { actorsWithOrder, newKey, type ActorDraft } from './event-draft';
import type { SectionProps } from './form-types';
import type { EventRegistries, PickerOption } from './use-event';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const t = eventFormScreenMessages.team;
const roles = messages.screens.pricing.roles;

/** The event's three anesthetists have their own fields: extra members take the other roles. */
const roleOptions = TEAM_ROLE_VALUES.filter((value) => value !== 'anesthetist').map((value) => ({
  value,
  label: roles[value],
}));
const anesthesiaRoleOptions = roleOptions.filter((option) => ANESTHESIA_TEAM_ROLES.has(option.value));

interface Props extends SectionProps {
  registries: EventRegistries;
  /**
   * The company hides this event's surgeon-side team from the user (EventView.surgeonHidden): the
   * server answers and keeps it apart, so only anesthesia roles are offered.
   */
  surgeonHidden?: boolean;
}

/** Who may fill a role: anesthetists and residents (users) for anesthesia roles, surgeons for the others. */
function memberOptions(registries: EventRegistries, role: TeamRole, current: string): PickerOption[] {
  const source = ANESTHESIA_TEAM_ROLES.has(role) ? registries.anesthetists.items : registries.surgeons.items;
  const options = source
    .filter((member) => member.active || member.id === current)
    .map((member) => ({ value: member.id, label: member.name }));
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: current });
  return options;
}

/**
 * Equipe: members beyond the event's anesthetists, resident and surgeon (assistants, scrub
 * nurse, nurses…), each with a role; the order within a role follows the list (1st, 2nd…).
 */
export function TeamSection({ draft, patch, errors, isReadOnly, registries, surgeonHidden = false }: Props) {
  const ordered = actorsWithOrder(draft);
  const setActor = (key: string, change: Partial<ActorDraft>) =>
    patch({ actors: draft.actors.map((a) => (a.key === key ? { ...a, ...change } : a)) });
  return (
    <Stack gap="sm">
      {draft.actors.length === 0 && <Text c="dimmed">{t.empty}</Text>}
      {draft.actors.map((actor, i) => (
        <Group key={actor.key} gap="sm" align="start" wrap="nowrap">
          <Select
            aria-label={fmt(t.roleOf, { n: i + 1 })}
            w={220}
            allowDeselect={false}
            readOnly={isReadOnly}
            data={surgeonHidden ? anesthesiaRoleOptions : roleOptions}
            value={actor.type}
            error={errors[`actors.${i}.type`]}
            onChange={(type) => type && setActor(actor.key, { type: type as TeamRole, id: '' })}
          />
          <Select
            aria-label={fmt(t.memberOf, { n: i + 1 })}
            placeholder={eventFormScreenMessages.fields.pick}
            style={{ flex: 1 }}
            searchable
            readOnly={isReadOnly}
            data={memberOptions(registries, actor.type, actor.id)}
            value={actor.id || null}
            error={errors[`actors.${i}.id`] ?? errors[`actors.${i}`]}
            nothingFoundMessage={eventFormScreenMessages.fields.noMatches}
            onChange={(id) => setActor(actor.key, { id: id ?? '' })}
          />
          <Text size="sm" mt={6} w={70} c="dimmed">{`${t.order} ${ordered[i]?.order ?? ''}`}</Text>
          {!isReadOnly && (
            <ActionIcon
              mt={4}
              variant="subtle"
              color="red"
              aria-label={fmt(t.remove, { n: i + 1 })}
              onClick={() => patch({ actors: draft.actors.filter((a) => a.key !== actor.key) })}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {errors.actors && (
        <Text size="sm" c="red" role="alert">
          {errors.actors}
        </Text>
      )}
      {!isReadOnly && draft.actors.length < EVENT_LIMITS.actors && (
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              patch({ actors: [...draft.actors, { key: newKey('membro'), type: 'assistantAnesthetist', id: '' }] })
            }
          >
            {t.add}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
