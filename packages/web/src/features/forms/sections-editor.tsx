import { fmt } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '../../shared/forms/form-errors';
import {
  earlierQuestions,
  moveQuestion,
  newQuestion,
  newSection,
  removeQuestion,
  type DraftSection,
  type FormDraft,
} from './form-draft';
import { QuestionEditor } from './question-editor';

interface Props {
  draft: FormDraft;
  errors: FormErrors;
  onChange: (draft: FormDraft) => void;
}

/** The errors of one question: `sections.{s}.questions.{i}.{field}` → `{field}`. */
function questionErrors(errors: FormErrors, s: number, i: number): Record<string, string> {
  const prefix = `sections.${s}.questions.${i}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

/** The sections of the builder, each with its questions (add, reorder, remove). */
export function SectionsEditor({ draft, errors, onChange }: Props) {
  const setSection = (s: number, section: DraftSection) =>
    onChange({ ...draft, sections: draft.sections.map((x, i) => (i === s ? section : x)) });
  let n = 0;
  return (
    <Stack>
      <Title order={3}>{t.sections}</Title>
      {errors.sections && (
        <span role="alert" style={{ color: 'var(--mantine-color-red-text)' }}>
          {errors.sections}
        </span>
      )}
      {draft.sections.map((section, s) => (
        <Paper key={section.id} withBorder p="md" component="section" aria-label={fmt(t.section, { n: s + 1 })}>
          <Stack>
            <Group justify="space-between">
              <Title order={4}>{fmt(t.section, { n: s + 1 })}</Title>
              {draft.sections.length > 1 && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={fmt(t.removeSectionLabel, { n: s + 1 })}
                  onClick={() =>
                    onChange(
                      section.questions.reduce((d, q) => removeQuestion(d, q.id), {
                        ...draft,
                        sections: draft.sections.filter((x) => x.id !== section.id),
                      }),
                    )
                  }
                >
                  {t.removeSection}
                </Button>
              )}
            </Group>
            <TextInput
              label={t.sectionTitle}
              value={section.title}
              onChange={(e) => setSection(s, { ...section, title: e.currentTarget.value })}
            />
            <Textarea
              label={t.sectionDescription}
              autosize
              value={section.description}
              onChange={(e) => setSection(s, { ...section, description: e.currentTarget.value })}
            />
            {section.questions.map((q, i) => {
              n += 1;
              return (
                <QuestionEditor
                  key={q.id}
                  question={q}
                  n={n}
                  earlier={earlierQuestions(draft, q.id)}
                  errors={questionErrors(errors, s, i)}
                  onChange={(next) =>
                    setSection(s, { ...section, questions: section.questions.map((x) => (x.id === q.id ? next : x)) })
                  }
                  onMove={(step) => setSection(s, moveQuestion(section, i, step))}
                  onRemove={() => onChange(removeQuestion(draft, q.id))}
                />
              );
            })}
            <Button
              variant="light"
              style={{ alignSelf: 'flex-start' }}
              aria-label={fmt(t.addQuestionLabel, { n: s + 1 })}
              onClick={() => setSection(s, { ...section, questions: [...section.questions, newQuestion(draft)] })}
            >
              {t.addQuestion}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="default"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange({ ...draft, sections: [...draft.sections, newSection(draft)] })}
      >
        {t.addSection}
      </Button>
    </Stack>
  );
}
