import { fmt } from '@honora/contract';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '../../shared/forms/date-input';
import { emailsOf, type DeadlineDraft } from './questionnaire-draft';
import type { FormErrors } from '../../shared/forms/form-errors';

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

export interface QuestionnaireTexts {
  title: string;
  message: string;
  deadline: DeadlineDraft;
}

interface TextFieldsProps {
  value: QuestionnaireTexts;
  errors: FormErrors;
  onChange: (value: QuestionnaireTexts) => void;
}

/** What a questionnaire says, on creating and on editing it: title, the invitation's message and the deadline. */
export function QuestionnaireTextFields({ value, errors, onChange }: TextFieldsProps) {
  return (
    <Stack>
      <TextInput
        label={t.questionnaireTitle}
        required
        name="title"
        value={value.title}
        error={errors.title}
        onChange={(event) => onChange({ ...value, title: event.currentTarget.value })}
      />
      <Textarea
        label={t.message}
        description={t.messageHint}
        name="message"
        autosize
        minRows={2}
        value={value.message}
        error={errors.message}
        onChange={(event) => onChange({ ...value, message: event.currentTarget.value })}
      />
      <DeadlineFields
        value={value.deadline}
        error={errors.closesAt}
        onChange={(deadline) => onChange({ ...value, deadline })}
      />
    </Stack>
  );
}
