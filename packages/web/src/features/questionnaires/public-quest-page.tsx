import { fmt, messages, publicQuestRoutes, type PublicQuest } from '@honora/contract';
import { questionnairesErrorMessages as e } from '@honora/contract/screen-texts/questionnaires-errors';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { formatDateTime } from '@honora/domain';
import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { QuestAnswerForm } from './quest-answer-form';

/**
 * A questionnaire's personal link, /quest/{email}?t={token} (platform.md §2; decision 060): no
 * account. The company's form with the invitation's message, answered once; an address that
 * already answered, a closed or expired questionnaire and a wrong link each say so.
 */
export function PublicQuestPage() {
  const { email = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const query = useQuery({
    queryKey: ['publicQuest', email, token],
    queryFn: ({ signal }) => call(publicQuestRoutes.read, { params: { email }, query: { t: token }, signal }),
    enabled: token !== '',
    retry: false,
  });
  if (!token) return <Unavailable message={e.linkInvalid} />;
  if (query.isError) return <Unavailable message={query.error.message} />;
  if (!query.data) return <QuestLoading />;
  return <Quest quest={query.data} email={email} token={token} />;
}

function QuestLoading() {
  return (
    <Center py="xl" role="status">
      <Loader role="progressbar" aria-label={messages.ui.loading} />
    </Center>
  );
}

function Unavailable({ message }: { message: string }) {
  return (
    <Paper withBorder p="lg">
      <Title order={1}>{t.unavailable}</Title>
      <Alert color="orange" mt="md" role="alert">
        {message}
      </Alert>
    </Paper>
  );
}

function Heading({ quest, children }: { quest: PublicQuest; children?: ReactNode }) {
  return (
    <div>
      <Text c="dimmed">{quest.companyName}</Text>
      <Title order={1}>{quest.questionnaireTitle}</Title>
      {quest.message && <Text style={{ whiteSpace: 'pre-wrap' }}>{quest.message}</Text>}
      <Text size="sm" fw={600}>
        {fmt(t.answeringAs, { email: quest.email })}
      </Text>
      {children}
    </div>
  );
}

function Quest({ quest, email, token }: { quest: PublicQuest; email: string; token: string }) {
  const [isSent, setIsSent] = useState(false);
  if (quest.answeredAt)
    return (
      <Paper withBorder p="lg">
        <Heading quest={quest} />
        <Alert color="blue" mt="md" title={t.alreadyAnswered}>
          {fmt(t.alreadyAnsweredOn, { email: quest.email, date: formatDateTime(quest.answeredAt) })}
        </Alert>
      </Paper>
    );
  if (isSent)
    return (
      <Paper withBorder p="lg">
        <Heading quest={quest} />
        <Alert color="teal" mt="md" title={t.thanks}>
          {t.thanksHint}
        </Alert>
      </Paper>
    );
  return (
    <Stack>
      <Heading quest={quest}>
        {quest.title !== quest.questionnaireTitle && <Text fw={600}>{quest.title}</Text>}
        {quest.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{quest.description}</Text>}
        {quest.deadline && <Text size="sm">{fmt(t.publicDeadline, { date: formatDateTime(quest.deadline) })}</Text>}
        <Text size="sm" c="dimmed">
          {t.requiredHint}
        </Text>
      </Heading>
      <QuestAnswerForm quest={quest} email={email} token={token} onSent={() => setIsSent(true)} />
    </Stack>
  );
}
