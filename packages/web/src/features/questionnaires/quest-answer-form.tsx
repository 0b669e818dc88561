import { flattenQuestions, FORM_HONEYPOT_FIELD, publicQuestRoutes, type PublicQuest } from '@honora/contract';
import { formsErrorMessages as fe } from '@honora/contract/screen-texts/forms-errors';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { checkResponse, visibleQuestionIds, type FormAnswerValue } from '@honora/domain';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { QuestionInput } from '../../shared/forms/question-input';

type Answers = Record<string, FormAnswerValue>;

interface Props {
  quest: PublicQuest;
  email: string;
  token: string;
  onSent: () => void;
}

/**
 * The form's questions of a personal link (decision 060), shown by their conditions and checked
 * as typed with the server's own rules (checkResponse), like the public form (decision 057).
 */
export function QuestAnswerForm({ quest, email, token, onSent }: Props) {
  const [answers, setAnswers] = useState<Answers>({});
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  /** After a first try, each change is checked again, so a fixed answer loses its message at once. */
  const [isChecking, setIsChecking] = useState(false);
  const questions = useMemo(() => flattenQuestions(quest.sections), [quest.sections]);
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
      await call(publicQuestRoutes.submit, {
        params: { email },
        body: { token, answers: checked.answers, ...(honeypot ? { [FORM_HONEYPOT_FIELD]: honeypot } : {}) },
      });
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={quest.questionnaireTitle}>
      <Stack>
        {quest.sections.map((section) => (
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
        {/* Decision 057: people never see this field; a robot that fills it is answered, not stored. */}
        <div style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <TextInput
            label={t.honeypot}
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
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
