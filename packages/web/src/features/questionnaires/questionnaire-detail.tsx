import { fmt, questionnaireRoutes, type Questionnaire } from '@honora/contract';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { formatDateTime } from '@honora/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { EditQuestionnaireModal } from './edit-questionnaire-modal';
import { InvitationsPanel } from './invitations-panel';
import { answeredOf, QuestionnaireStateBadge } from './questionnaire-state';
import { useQuestionnaire, useRefreshQuestionnaires } from './use-questionnaires';

/** /admin/quiz/{id} (decision 060): one questionnaire, its changes and its invitations. */
export function QuestionnaireDetail({ id }: { id: string }) {
  const query = useQuestionnaire(id);
  return (
    <Stack>
      <Anchor component={Link} to={paths.adminQuiz} size="sm">
        {t.back}
      </Anchor>
      <QueryState query={query}>
        {(q) => (
          <>
            <Header questionnaire={q} />
            <InvitationsPanel questionnaire={q} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{children}</Text>
    </div>
  );
}

function Header({ questionnaire: q }: { questionnaire: Questionnaire }) {
  const refresh = useRefreshQuestionnaires();
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const [isChanging, setIsChanging] = useState(false);
  const action = q.closedAt ? 'reopen' : 'close';

  async function changeStatus() {
    setIsChanging(true);
    try {
      await call(questionnaireRoutes.status, { params: { id: q.id }, body: { action } });
      toast.success(action === 'close' ? t.closed : t.reopened);
      await refresh();
    } catch (error) {
      toastError(error);
    } finally {
      setIsChanging(false);
    }
  }

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{q.title}</Title>
          <Group gap="xs">
            <QuestionnaireStateBadge questionnaire={q} />
            <Text>{`${t.answered}: ${answeredOf(q)}`}</Text>
          </Group>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => setIsEditing(true)}>
            {t.edit}
          </Button>
          <Button variant="light" loading={isChanging} onClick={() => void changeStatus()}>
            {q.closedAt ? t.reopen : t.close}
          </Button>
          <Button color="red" variant="subtle" onClick={() => setIsRemoving(true)}>
            {t.remove}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" component="section" aria-label={t.details}>
        <SimpleGrid cols={3}>
          <Field label={t.company}>{q.companyName}</Field>
          <Field label={t.form}>{q.formTitle}</Field>
          <Field label={t.deadline}>{q.closesAt ? formatDateTime(q.closesAt) : t.noDeadline}</Field>
          <Field label={t.createdAt}>{formatDateTime(q.createdAt)}</Field>
          {q.closedAt && <Field label={t.closedAt}>{formatDateTime(q.closedAt)}</Field>}
          {q.message && <Field label={t.message}>{q.message}</Field>}
        </SimpleGrid>
      </Paper>
      <EditQuestionnaireModal
        questionnaire={isEditing ? q : null}
        onClose={() => setIsEditing(false)}
        onSaved={refresh}
      />
      <ConfirmModal
        title={isRemoving ? t.removeTitle : null}
        message={fmt(t.removeConfirm, { title: q.title })}
        confirmLabel={t.remove}
        onConfirm={async () => {
          try {
            await call(questionnaireRoutes.remove, { params: { id: q.id } });
            toast.success(t.removed);
            await navigate(paths.adminQuiz);
            await refresh();
          } catch (error) {
            toastError(error);
          }
        }}
        onClose={() => setIsRemoving(false)}
      />
    </>
  );
}
