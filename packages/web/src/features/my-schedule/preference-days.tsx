import { fmt } from '@honora/contract';
import { dayPreferencesScreenMessages as t } from '@honora/contract/screen-texts/day-preferences';
import { formatDate } from '@honora/domain';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { DateInput } from '../../shared/forms/date-input';
import { dayText } from './my-schedule-model';

interface Props {
  title: string;
  inputLabel: string;
  /** The add button's accessible name (it begins with the visible "Adicionar"). */
  addLabel: string;
  /** "Remover {day} das datas …": each remove button's accessible name. */
  removeLabel: string;
  days: readonly string[];
  error: string | undefined;
  /** Adds a typed date: answers null when added, else why not. */
  onAdd: (day: string) => string | null;
  onRemove: (day: string) => void;
}

/** A list of specific dates (decision 051): typed DD/MM/AAAA and added, each removable. */
export function PreferenceDays({ title, inputLabel, addLabel, removeLabel, days, error, onAdd, onRemove }: Props) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = () => {
    const why = onAdd(typed);
    setRefusal(why);
    if (why === null) setTyped('');
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Text fw={500} id={titleId}>
        {title}
      </Text>
      <Group align="flex-start" gap="xs">
        <DateInput
          label={inputLabel}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setRefusal(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          error={refusal ?? error}
          w={190}
        />
        <Button variant="default" mt={25} onClick={add} aria-label={addLabel}>
          {t.add}
        </Button>
      </Group>
      {days.length === 0 ? (
        <Text size="sm">{t.noDays}</Text>
      ) : (
        <List spacing={2} listStyleType="none">
          {days.map((day) => (
            <List.Item key={day}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{dayText(day)}</Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => onRemove(day)}
                  aria-label={fmt(removeLabel, { day: formatDate(day) })}
                >
                  {t.remove}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
