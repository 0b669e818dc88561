import { fmt } from '@honora/contract';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { Group, Textarea } from '@mantine/core';
import { DateInput, TimeInput } from '../../shared/forms/date-input';
import { emailsOf, type DeadlineDraft } from './questionnaire-draft';

interface EmailsFieldProps {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The pasted addresses, counted and checked with the contract's own rule as the person types (decision 060). */
export function EmailsField({ value, error, onChange }: EmailsFieldProps) {
  const parsed = emailsOf(value);
  const count = parsed.count === 1 ? t.emailsCountOne : fmt(t.emailsCount, { count: parsed.count });
  return (
    <Textarea
      label={t.emails}
      description={`${t.emailsHint} ${count}.`}
      required
      name="emails"
      autosize
      minRows={4}
      maxRows={12}
      value={value}
      error={error ?? parsed.error ?? undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

interface DeadlineFieldsProps {
  value: DeadlineDraft;
  error?: string | undefined;
  onChange: (value: DeadlineDraft) => void;
}

/** The deadline as a local date and time, DD/MM/AAAA and HH:mm whatever the browser's language; both empty: open until closed. */
export function DeadlineFields({ value, error, onChange }: DeadlineFieldsProps) {
  return (
    <Group grow align="flex-start">
      <DateInput
        label={t.deadlineDate}
        description={t.deadlineHint}
        name="closesAtDate"
        value={value.date}
        error={error}
        onChange={(date) => onChange({ ...value, date })}
      />
      <TimeInput
        label={t.deadlineTime}
        name="closesAtTime"
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
      />
    </Group>
  );
}
