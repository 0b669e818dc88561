import { messages } from '@honora/contract';
import { Group, Input, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { dateText, dateValue, isDateValue, isTime, maskDate, maskTime } from './date-text';

const ui = messages.ui;
const v = messages.validation;

type Base = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'maxLength'>;

interface DateInputProps extends Base {
  /** "YYYY-MM-DD", "" (blank) or the text as typed when it is not a real date. */
  value: string;
  /** Called as the person types, with the value as described above. */
  onChange: (value: string) => void;
}

/**
 * The one date input of the app (platform.md §9): typed and shown DD/MM/AAAA whatever the
 * browser's language — the browser's own date input follows its locale (mm/dd/yyyy in English).
 * Slashes come by themselves; a date that does not exist says so when the input is left.
 */
export function DateInput({ value, onChange, error, onBlur, placeholder, ...rest }: DateInputProps) {
  const [text, setText] = useState(() => dateText(value));
  const [seen, setSeen] = useState(value);
  const [isInvalid, setIsInvalid] = useState(false);
  if (value !== seen) {
    // Changed from outside (a record loaded, the filters cleared, the back button).
    setSeen(value);
    if (dateValue(text) !== value) setText(dateText(value));
  }
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      maxLength={10}
      placeholder={placeholder ?? ui.datePlaceholder}
      value={text}
      error={error ?? (isInvalid ? v.invalidDate : undefined)}
      onChange={(event) => {
        const next = maskDate(event.currentTarget.value);
        setText(next);
        setIsInvalid(false);
        onChange(dateValue(next));
      }}
      onBlur={(event) => {
        setIsInvalid(!isDateValue(dateValue(text)));
        onBlur?.(event);
      }}
    />
  );
}

interface TimeInputProps extends Base {
  /** "HH:mm", "" (blank) or the text as typed. */
  value: string;
  onChange: (value: string) => void;
}

/** The one time input of the app (platform.md §9): HH:mm on a 24-hour clock whatever the browser's language. */
export function TimeInput({ value, onChange, error, onBlur, placeholder, ...rest }: TimeInputProps) {
  const [isInvalid, setIsInvalid] = useState(false);
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      maxLength={5}
      placeholder={placeholder ?? ui.timePlaceholder}
      value={value}
      error={error ?? (isInvalid ? v.invalidTime : undefined)}
      onChange={(event) => {
        setIsInvalid(false);
        onChange(maskTime(event.currentTarget.value));
      }}
      onBlur={(event) => {
        setIsInvalid(value !== '' && !isTime(value));
        onBlur?.(event);
      }}
    />
  );
}

interface DateTimeInputProps {
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  /** The accessible names of the two inputs ("{label} — data", "{label} — hora"). */
  dateLabel: string;
  timeLabel: string;
  name?: string;
  /** "YYYY-MM-DDTHH:mm" (local wall clock), "" (blank) or the parts as typed. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date and a time as one value (platform.md §9): the app's date and time inputs side by side,
 * DD/MM/AAAA and HH:mm whatever the browser's language — the browser's datetime-local input
 * follows its locale. Both blank: "".
 */
export function DateTimeInput({
  label,
  description,
  required,
  error,
  dateLabel,
  timeLabel,
  name,
  value,
  onChange,
}: DateTimeInputProps) {
  const [date = '', time = ''] = value.split('T');
  const join = (d: string, h: string) => onChange(d || h ? `${d}T${h}` : '');
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <DateInput
          aria-label={dateLabel}
          name={name && `${name}-date`}
          w={160}
          value={date}
          error={error ? true : undefined}
          onChange={(d) => join(d, time)}
        />
        <TimeInput
          aria-label={timeLabel}
          name={name && `${name}-time`}
          w={100}
          value={time}
          error={error ? true : undefined}
          onChange={(h) => join(date, h)}
        />
      </Group>
    </Input.Wrapper>
  );
}
