import { fmt, publicFormRoutes, type PublicForm } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { formatDateTime } from '@honora/domain';
import { Alert, Button, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { QueryState } from '../../shared/ui/query-state';
import { FormAnswersForm } from '../../shared/forms/form-answers-form';
import { PublicOpeningNotice } from './public-opening-notice';

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

function ResponseForm({ form, companyId, slug }: { form: PublicForm; companyId: string; slug: string }) {
  // Answering again shows the questions anew, blank.
  const [isSent, setIsSent] = useState(false);

  if (isSent)
    return (
      <Paper withBorder p="lg">
        <Title order={1}>{form.title}</Title>
        <Alert color="teal" mt="md" title={t.submitted}>
          {t.submittedHint}
        </Alert>
        <Button mt="md" variant="default" onClick={() => setIsSent(false)}>
          {t.answerAgain}
        </Button>
      </Paper>
    );

  return (
    <FormAnswersForm
      sections={form.sections}
      label={form.title}
      texts={{ honeypot: t.honeypot, submit: t.submit }}
      send={(body) => call(publicFormRoutes.submit, { params: { companyId, slug }, body })}
      onSent={() => setIsSent(true)}
      header={
        <div>
          <Text c="dimmed">{form.companyName}</Text>
          <Title order={1}>{form.title}</Title>
          {form.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{form.description}</Text>}
          {form.deadline && <Text size="sm">{fmt(t.publicDeadline, { date: formatDateTime(form.deadline) })}</Text>}
          <Text size="sm" c="dimmed">
            {t.publicRequiredHint}
          </Text>
          <PublicOpeningNotice opening={form.opening} />
        </div>
      }
    />
  );
}
