import { flattenQuestions, FORM_HONEYPOT_FIELD, type PublicForm } from '@honora/contract';
import { formsErrorMessages as fe } from '@honora/contract/screen-texts/forms-errors';
import { checkResponse, visibleQuestionIds, type FormAnswerValue } from '@honora/domain';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { toApiError } from '../api/api-error';
import { QuestionInput } from './question-input';

type Answers = Record<string, FormAnswerValue>;
type CheckedAnswers = ReturnType<typeof checkResponse>['answers'];

interface Props {
  sections: PublicForm['sections'];
  /** The form's accessible name. */
  label: string;
  /** What comes above the questions, inside the form (the title, the deadline…). */
  header?: ReactNode;
  texts: { honeypot: string; submit: string };
  /** Sends the checked answers (and the honeypot, when a robot filled it). */
  send: (body: { answers: CheckedAnswers; [FORM_HONEYPOT_FIELD]?: string }) => Promise<unknown>;
  onSent: () => void;
}

/**
 * A form's questions answered by someone without an account: a public form's (decision 057) or a
 * questionnaire's (decision 060). Questions show by their conditions; the answers are checked
 * with the server's own rules (checkResponse) on sending and, after a first try, as they change,
 * so a fixed answer loses its message at once; the server's refusals land under their questions.
 * The honeypot is a field people never see: a robot that fills it is answered, not stored.
 */
export function FormAnswersForm({ sections, label, header, texts, send, onSent }: Props) {
  const [answers, setAnswers] = useState<Answers>({});
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const questions = useMemo(() => flattenQuestions(sections), [sections]);
  const visible = visibleQuestionIds(questions, answers);

  function check(next: Answers) {
    const checked = checkResponse(questions, next);
    setErrors(Object.fromEntries(checked.errors.map((x) => [x.questionId, fe.problems[x.problem]])));
    if (checked.errors.length === 0) setMessage(null);
    else setMessage(checked.errors.some((x) => x.problem === 'required') ? fe.requiredNotFilled : fe.answersInvalid);
    return checked;
  }

  function change(id: string, value: FormAnswerValue) {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    if (isChecking) check(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsChecking(true);
    const checked = check(answers);
    if (checked.errors.length > 0) return;
    setIsSending(true);
    try {
      await send({ answers: checked.answers, ...(honeypot ? { [FORM_HONEYPOT_FIELD]: honeypot } : {}) });
      onSent();
    } catch (error) {
      const apiError = toApiError(error);
      setErrors(Object.fromEntries(apiError.fields.map((f) => [f.path.replace(/^answers\./, ''), f.message])));
      setMessage(apiError.message);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack>
        {header}
        {sections.map((section) => (
          <Paper key={section.id} withBorder p="md" component="section" aria-label={section.title ?? undefined}>
            <Stack>
              {section.title && <Title order={2}>{section.title}</Title>}
              {section.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{section.description}</Text>}
              {section.questions
                .filter((q) => visible.has(q.id))
                .map((q) => (
                  <QuestionInput
                    key={q.id}
                    question={q}
                    value={answers[q.id]}
                    error={errors[q.id]}
                    onChange={(value) => change(q.id, value)}
                  />
                ))}
            </Stack>
          </Paper>
        ))}
        <div style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <TextInput
            label={texts.honeypot}
            name={FORM_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.currentTarget.value)}
          />
        </div>
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Button type="submit" loading={isSending} style={{ alignSelf: 'flex-start' }}>
          {texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
