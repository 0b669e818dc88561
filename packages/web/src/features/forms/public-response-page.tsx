import { flattenQuestions, FORM_HONEYPOT_FIELD, fmt, publicFormRoutes, type PublicForm } from '@honora/contract';
import { formsErrorMessages as e } from '@honora/contract/screen-texts/forms-errors';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { checkResponse, formatDateTime, visibleQuestionIds, type FormAnswerValue } from '@honora/domain';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { QueryState } from '../../shared/ui/query-state';
import { QuestionInput } from '../../shared/forms/question-input';

/**
 * The public response, /response/{companyId}/{slug} (platform.md §2, §5; decision 057): no
 * account. The form's questions shown by their conditions, checked as typed with the server's
 * own rules (required, types), sent once; a closed or expired form says so.
 */
export function PublicResponsePage() {
  const { companyId = '', slug = '' } = useParams();
  const query = useQuery({
    queryKey: ['publicForm', companyId, slug],
    queryFn: ({ signal }) => call(publicFormRoutes.read, { params: { companyId, slug }, signal }),
    retry: false,
  });
  return (
    <QueryState query={query}>{(form) => <ResponseForm form={form} companyId={companyId} slug={slug} />}</QueryState>
  );
}

type Answers = Record<string, FormAnswerValue>;

function ResponseForm({ form, companyId, slug }: { form: PublicForm; companyId: string; slug: string }) {
  const [answers, setAnswers] = useState<Answers>({});
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const questions = useMemo(() => flattenQuestions(form.sections), [form.sections]);
  const visible = visibleQuestionIds(questions, answers);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkResponse(questions, answers);
    if (checked.errors.length > 0) {
      setErrors(Object.fromEntries(checked.errors.map((x) => [x.questionId, e.problems[x.problem]])));
      setMessage(checked.errors.some((x) => x.problem === 'required') ? e.requiredNotFilled : e.answersInvalid);
      return;
    }
    setIsSending(true);
    try {
      await call(publicFormRoutes.submit, {
        params: { companyId, slug },
        body: { answers: checked.answers, ...(honeypot ? { [FORM_HONEYPOT_FIELD]: honeypot } : {}) },
      });
      setIsSent(true);
    } catch (error) {
      const apiError = toApiError(error);
      setErrors(Object.fromEntries(apiError.fields.map((f) => [f.path.replace(/^answers\./, ''), f.message])));
      setMessage(apiError.message);
    } finally {
      setIsSending(false);
    }
  }

  if (isSent)
    return (
      <Paper withBorder p="lg">
        <Title order={1}>{form.title}</Title>
        <Alert color="teal" mt="md" title={t.submitted}>
          {t.submittedHint}
        </Alert>
        <Button
          mt="md"
          variant="default"
          onClick={() => {
            setAnswers({});
            setIsSent(false);
          }}
        >
          {t.answerAgain}
        </Button>
      </Paper>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={form.title}>
      <Stack>
        <div>
          <Text c="dimmed">{form.companyName}</Text>
          <Title order={1}>{form.title}</Title>
          {form.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{form.description}</Text>}
          {form.deadline && <Text size="sm">{fmt(t.publicDeadline, { date: formatDateTime(form.deadline) })}</Text>}
          <Text size="sm" c="dimmed">
            {t.publicRequiredHint}
          </Text>
        </div>
        {form.sections.map((section) => (
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
                    onChange={(value) => setAnswers((current) => ({ ...current, [q.id]: value }))}
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
