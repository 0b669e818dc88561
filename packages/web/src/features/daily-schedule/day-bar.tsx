import { messages } from '@honora/contract';
import { dailyScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { DateInput } from '../../shared/forms/date-input';
import { isRosterDay, shiftDay } from './day-model';

interface Props {
  day: string;
  today: string;
  /** A day asked for, or null for today (the screen then follows the clock past midnight). */
  onChange: (day: string | null) => void;
}

/** Previous day, today, next day and the date typed DD/MM/AAAA (platform.md §9). */
export function DayBar({ day, today, onChange }: Props) {
  // A whole date outside the screen's years (before 1900, after 2099) is refused where it was typed.
  const [typed, setTyped] = useState(day);
  const isOutOfRange = /^\d{4}-\d{2}-\d{2}$/.test(typed) && !isRosterDay(typed);
  const go = (next: string | null) => {
    setTyped(next ?? today);
    onChange(next);
  };
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t.dayBar}>
      <Button variant="default" onClick={() => go(shiftDay(day, -1))}>
        {`‹ ${t.previousDay}`}
      </Button>
      <Button variant="default" onClick={() => go(null)}>
        {t.today}
      </Button>
      <Button variant="default" onClick={() => go(shiftDay(day, 1))}>
        {`${t.nextDay} ›`}
      </Button>
      <DateInput
        label={t.date}
        value={day}
        w={150}
        error={isOutOfRange ? messages.validation.invalidDate : undefined}
        onChange={(value) => {
          setTyped(value);
          if (isRosterDay(value) && value !== day) onChange(value);
        }}
      />
    </Group>
  );
}
