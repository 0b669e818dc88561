import { fmt, openingHoursRoutes, type OpeningHoursView } from '@honora/contract';
import { openingHoursScreenMessages } from '@honora/contract/screen-texts/opening-hours';
import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { DateTimeInput } from '../../shared/forms/date-input';
import { toast, toastError } from '../../shared/notify/toast';
import { brasiliaDateTime, brasiliaInstant } from './opening-hours-model';

const t = openingHoursScreenMessages;
const NAMES = ['delivery', 'onSite', 'takeout'] as const;
type Name = (typeof NAMES)[number];

export function OpenBadge({ isOpen }: { isOpen: boolean }) {
  return (
    <Badge color={isOpen ? 'teal' : 'red'} variant="light">
      {isOpen ? t.openNow : t.closedNow}
    </Badge>
  );
}

interface Props {
  view: OpeningHoursView;
  canWrite: boolean;
  inUse: Record<Name, boolean>;
  onInUseChange: (inUse: Record<Name, boolean>) => void;
  onSaved: (view: OpeningHoursView) => void;
}

/** The three channels (platform.md §4): in use, state now (automatic or locked until…), and the manual lock. */
export function OpeningSwitches({ view, canWrite, inUse, onInUseChange, onSaved }: Props) {
  return (
    <Stack>
      <Title order={2} size="h4">
        {t.switchesTitle}
      </Title>
      {NAMES.map((name) => (
        <SwitchRow
          key={name}
          name={name}
          view={view}
          canWrite={canWrite}
          inUse={inUse[name]}
          onInUse={(value) => onInUseChange({ ...inUse, [name]: value })}
          onSaved={onSaved}
        />
      ))}
    </Stack>
  );
}

interface RowProps {
  name: Name;
  view: OpeningHoursView;
  canWrite: boolean;
  inUse: boolean;
  onInUse: (value: boolean) => void;
  onSaved: (view: OpeningHoursView) => void;
}

function SwitchRow({ name, view, canWrite, inUse, onInUse, onSaved }: RowProps) {
  const state = view.state[name];
  const channel = t.switches[name];
  const [until, setUntil] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const mode =
    state.mode === 'locked' && state.lockedUntil
      ? fmt(t.modes.locked, { until: brasiliaDateTime(state.lockedUntil) })
      : t.modes[state.mode === 'locked' ? 'automatic' : state.mode];

  async function lock(isOpen: boolean | null) {
    const instant = isOpen === null ? null : brasiliaInstant(until);
    if (isOpen !== null && !instant) {
      toast.error(t.errors.lockUntilRequired);
      return;
    }
    setIsSaving(true);
    try {
      const body = { switch: name, lock: isOpen === null || !instant ? null : { isOpen, until: instant } };
      onSaved(await call(openingHoursRoutes.lock, { body }));
      toast.success(isOpen === null ? t.unlocked : t.locked);
    } catch (error) {
      toastError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="sm" data-testid={`opening-switch-${name}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="sm">
            <Text fw={600}>{channel}</Text>
            <OpenBadge isOpen={state.isOpen} />
            <Text size="sm" c="dimmed">
              {mode}
              {state.nextChange ? ` · ${fmt(t.nextChange, { at: brasiliaDateTime(state.nextChange) })}` : ''}
            </Text>
          </Group>
          <Switch
            label={t.switchInUse}
            aria-label={`${t.switchInUse}: ${channel}`}
            checked={inUse}
            disabled={!canWrite}
            onChange={(event) => onInUse(event.currentTarget.checked)}
          />
        </Group>
        {canWrite && (
          <Group align="flex-end" gap="xs">
            <DateTimeInput
              label={t.lockUntil}
              dateLabel={fmt(t.lockDate, { channel })}
              timeLabel={fmt(t.lockTime, { channel })}
              value={until}
              onChange={setUntil}
            />
            <Button
              variant="default"
              loading={isSaving}
              aria-label={fmt(t.lockOpenOf, { channel })}
              onClick={() => void lock(true)}
            >
              {t.lockOpen}
            </Button>
            <Button
              variant="default"
              loading={isSaving}
              aria-label={fmt(t.lockClosedOf, { channel })}
              onClick={() => void lock(false)}
            >
              {t.lockClosed}
            </Button>
            {state.mode === 'locked' && (
              <Button
                variant="subtle"
                loading={isSaving}
                aria-label={fmt(t.unlockOf, { channel })}
                onClick={() => void lock(null)}
              >
                {t.unlock}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
