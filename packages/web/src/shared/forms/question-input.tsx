import { fmt, type FormQuestion } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { BOOLEAN_NA_VALUES, FORM_ANSWER_MAX, type FormAnswerValue } from '@honora/domain';
import { Checkbox, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput, DateTimeInput, TimeInput } from './date-input';

interface Props {
  question: FormQuestion;
  value: FormAnswerValue | undefined;
  error?: string;
  onChange: (value: FormAnswerValue) => void;
}

/**
 * One question of a public form (decision 057) or a questionnaire (decision 060) as its input
 * (platform.md §3 input types): dates DD/MM/AAAA and times HH:mm whatever the browser's language
 * (the app's own inputs), radios and checkboxes for choices. Answers are plain text shown by React (escaped), never markup.
 */
export function QuestionInput({ question: q, value, error, onChange }: Props) {
  const text = typeof value === 'string' ? value : '';
  const common = {
    label: q.label,
    description: q.help ?? undefined,
    required: q.required,
    error,
    name: q.id,
  };
  switch (q.type) {
    case 'paragraph':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxLength={FORM_ANSWER_MAX}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'radio':
    case 'booleanNa': {
      const options =
        q.type === 'booleanNa'
          ? BOOLEAN_NA_VALUES.map((v) => ({ value: v, label: t.booleanNa[v] }))
          : q.options.map((o) => ({ value: o, label: o }));
      return (
        <Radio.Group {...common} value={text} onChange={onChange}>
          <Group mt="xs">
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'checkbox':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? [...value] : []} onChange={onChange}>
          <Stack mt="xs" gap="xs">
            {q.options.map((o) => (
              <Checkbox key={o} value={o} label={o} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={[{ value: '', label: t.choose }, ...q.options.map((o) => ({ value: o, label: o }))]}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return <DateInput {...common} value={text} onChange={onChange} />;
    case 'time':
      return <TimeInput {...common} value={text} onChange={onChange} />;
    case 'dateTime':
      return (
        <DateTimeInput
          {...common}
          dateLabel={fmt(t.datePart, { label: q.label })}
          timeLabel={fmt(t.timePart, { label: q.label })}
          value={text}
          onChange={onChange}
        />
      );
    default: {
      return (
        <TextInput
          {...common}
          inputMode={q.type === 'number' ? 'decimal' : undefined}
          maxLength={FORM_ANSWER_MAX}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    }
  }
}
