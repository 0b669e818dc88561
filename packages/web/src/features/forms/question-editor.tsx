import { FORM_QUESTION_TYPES, isChoiceType, type FormQuestionType } from '@honora/domain';
import { fmt } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { Button, Checkbox, Group, NativeSelect, NumberInput, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import type { DraftQuestion } from './form-draft';
import { optionsOf } from './form-draft';

interface Props {
  question: DraftQuestion;
  /** Its number in the form (1-based), for the labels. */
  n: number;
  /** The questions before it: what its condition may name. */
  earlier: readonly DraftQuestion[];
  errors: Record<string, string>;
  onChange: (question: DraftQuestion) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

const typeOptions = FORM_QUESTION_TYPES.map((type) => ({ value: type, label: t.types[type] }));
const numberOrNull = (v: string | number) => (v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** The values a condition may compare: a choice's options, yes/no/na, or free text. */
function conditionValues(target: DraftQuestion | undefined): { value: string; label: string }[] | null {
  if (!target) return null;
  if (target.type === 'booleanNa')
    return (['yes', 'no', 'na'] as const).map((v) => ({ value: v, label: t.booleanNa[v] }));
  if (isChoiceType(target.type)) return optionsOf(target.optionsText).map((o) => ({ value: o, label: o }));
  return null;
}

/** One question of the builder (decision 057): type, text, help, required, options, limits, condition. */
export function QuestionEditor({ question: q, n, earlier, errors, onChange, onMove, onRemove }: Props) {
  const set = (patch: Partial<DraftQuestion>) => onChange({ ...q, ...patch });
  const target = earlier.find((x) => x.id === q.condition?.questionId);
  const values = conditionValues(target);
  return (
    <Paper withBorder p="sm" aria-label={fmt(t.question, { n })} component="fieldset">
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput
            label={`${fmt(t.question, { n })} — ${t.questionLabel}`}
            required
            value={q.label}
            error={errors.label}
            onChange={(e) => set({ label: e.currentTarget.value })}
          />
          <NativeSelect
            label={t.questionType}
            data={typeOptions}
            value={q.type}
            error={errors.type}
            onChange={(e) => set({ type: e.currentTarget.value as FormQuestionType })}
          />
        </Group>
        <TextInput label={t.questionHelp} value={q.help} onChange={(e) => set({ help: e.currentTarget.value })} />
        {isChoiceType(q.type) && (
          <Textarea
            label={t.options}
            description={t.optionsHint}
            autosize
            minRows={2}
            value={q.optionsText}
            error={errors.options}
            onChange={(e) => set({ optionsText: e.currentTarget.value })}
          />
        )}
        {q.type === 'number' && (
          <Group grow>
            <NumberInput
              label={t.min}
              value={q.min ?? ''}
              error={errors.min}
              onChange={(v) => set({ min: numberOrNull(v) })}
            />
            <NumberInput label={t.max} value={q.max ?? ''} onChange={(v) => set({ max: numberOrNull(v) })} />
          </Group>
        )}
        {earlier.length > 0 && (
          <Group grow align="flex-start">
            <NativeSelect
              label={t.condition}
              data={[
                { value: '', label: t.conditionNone },
                ...earlier.map((x) => ({ value: x.id, label: x.label || x.id })),
              ]}
              value={q.condition?.questionId ?? ''}
              error={errors['condition.questionId']}
              onChange={(e) => {
                const id = e.currentTarget.value;
                set({ condition: id ? { questionId: id, equals: '' } : null });
              }}
            />
            {q.condition &&
              (values ? (
                <NativeSelect
                  label={t.conditionEquals}
                  data={[{ value: '', label: t.choose }, ...values]}
                  value={q.condition.equals}
                  error={errors['condition.equals']}
                  onChange={(e) =>
                    set({ condition: { questionId: q.condition!.questionId, equals: e.currentTarget.value } })
                  }
                />
              ) : (
                <TextInput
                  label={t.conditionEquals}
                  value={q.condition.equals}
                  error={errors['condition.equals']}
                  onChange={(e) =>
                    set({ condition: { questionId: q.condition!.questionId, equals: e.currentTarget.value } })
                  }
                />
              ))}
          </Group>
        )}
        <Group justify="space-between">
          <Checkbox
            label={t.required}
            checked={q.required}
            onChange={(e) => set({ required: e.currentTarget.checked })}
          />
          <Group gap="xs">
            <Button size="xs" variant="default" aria-label={fmt(t.moveUpLabel, { n })} onClick={() => onMove(-1)}>
              {t.moveUp}
            </Button>
            <Button size="xs" variant="default" aria-label={fmt(t.moveDownLabel, { n })} onClick={() => onMove(1)}>
              {t.moveDown}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={fmt(t.removeQuestionLabel, { n })}
              onClick={onRemove}
            >
              {t.removeQuestion}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
