import { fmt, type AutoRosterProposal, type RosterMonth } from '@honora/contract';
import { onCallScheduleScreenMessages } from '@honora/contract/screen-texts/on-call-schedule';
import { Alert, Button, Checkbox, Fieldset, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { openGroups, placementGroups, scoreLines, type PlacementGroup } from './auto-roster-model';
import { DoctorPreferences } from './doctor-preferences';

const t = onCallScheduleScreenMessages.autoRoster;

interface Props {
  proposal: AutoRosterProposal;
  month: RosterMonth;
  /** Accepts the chosen places; answers null when saved, else the refusal's pt-BR text. */
  onAccept: (chosen: ReadonlySet<string>) => Promise<string | null>;
  onClose: () => void;
}

/**
 * The proposal of the automatic fill (decision 046 "In the app"): each goal's score in words, the
 * places proposed by line with a checkbox each (all checked), the places left open with why, and
 * the acceptance of the checked ones. Nothing is written before "Aceitar selecionados", and the
 * month is not published by it (platform.md §4).
 */
export function AutoRosterPanel({ proposal, month, onAccept, onClose }: Props) {
  const groups = useMemo(() => placementGroups(proposal, month.lines), [proposal, month.lines]);
  const open = useMemo(() => openGroups(proposal, month.lines), [proposal, month.lines]);
  const all = useMemo(() => groups.flatMap((g) => g.items.map((i) => i.key)), [groups]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(all));
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const toggle = useCallback(
    (key: string, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const accept = async () => {
    setIsBusy(true);
    setError(null);
    const refusal = await onAccept(chosen);
    setIsBusy(false);
    if (refusal !== null) setError(refusal);
  };

  return (
    <Stack>
      <Text>{month.header.publishedAt ? t.introPublished : t.introDraft}</Text>
      <section aria-labelledby="auto-roster-scores">
        <Title order={3} size="h4" id="auto-roster-scores" mb="xs">
          {t.scoresTitle}
        </Title>
        <List spacing={4}>
          {scoreLines(proposal).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="auto-roster-placements">
        <Group justify="space-between" align="center" mb="xs">
          <Title order={3} size="h4" id="auto-roster-placements">
            {t.placementsTitle}
          </Title>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setChosen(new Set(all))} disabled={all.length === 0}>
              {t.selectAll}
            </Button>
            <Button variant="default" size="xs" onClick={() => setChosen(new Set())} disabled={all.length === 0}>
              {t.clearAll}
            </Button>
          </Group>
        </Group>
        {groups.length === 0 ? (
          <Text>{t.nothingProposed}</Text>
        ) : (
          <Stack gap="sm">
            <Text aria-live="polite" data-testid="auto-roster-selected">
              {fmt(t.selected, { count: chosen.size, total: all.length })}
            </Text>
            {groups.map((group) => (
              <LineGroup
                key={group.lineId}
                group={group}
                checked={group.items.map((i) => (chosen.has(i.key) ? '1' : '0')).join('')}
                onToggle={toggle}
              />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="auto-roster-open">
        <Title order={3} size="h4" id="auto-roster-open" mb="xs">
          {t.unfilledTitle}
        </Title>
        {open.length === 0 ? (
          <Text>{t.unfilledNone}</Text>
        ) : (
          <List spacing="xs">
            {open.map((group) => (
              <List.Item key={group.key}>
                <Text fw={500}>{group.label}</Text>
                <Text size="sm">{group.places}</Text>
                <Text size="sm">{group.reasons.join('; ')}</Text>
              </List.Item>
            ))}
          </List>
        )}
      </section>
      {proposal.withPreferences > 0 && <DoctorPreferences />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={isBusy}>
          {t.close}
        </Button>
        <Button onClick={() => void accept()} loading={isBusy} disabled={chosen.size === 0}>
          {t.accept}
        </Button>
      </Group>
    </Stack>
  );
}

interface GroupProps {
  group: PlacementGroup;
  /** One '1' or '0' per item: a line's group re-renders only when its own checks change. */
  checked: string;
  onToggle: (key: string, on: boolean) => void;
}

const LineGroup = memo(function LineGroup({ group, checked, onToggle }: GroupProps) {
  return (
    <Fieldset legend={group.label} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing={4}>
        {group.items.map((item, i) => (
          <Checkbox
            key={item.key}
            label={item.label}
            checked={checked[i] === '1'}
            onChange={(event) => onToggle(item.key, event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
});
