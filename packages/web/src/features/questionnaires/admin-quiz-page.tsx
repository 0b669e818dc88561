import { fmt } from '@honora/contract';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable } from '../../shared/ui/records-table';
import { CreateQuestionnaireModal } from './create-questionnaire-modal';
import { QuestionnaireDetail } from './questionnaire-detail';
import { answeredOf, QuestionnaireStateBadge } from './questionnaire-state';
import { useQuestionnaires, useRefreshQuestionnaires } from './use-questionnaires';

/**
 * /admin/quiz (platform.md §2; decision 060): the questionnaires sent, who answered of those
 * invited, and a new one; /admin/quiz/{id} opens one with its invitations.
 */
export function AdminQuizPage() {
  const { id } = useParams();
  return id ? <QuestionnaireDetail id={id} /> : <QuestionnaireList />;
}

function QuestionnaireList() {
  const query = useQuestionnaires();
  const refresh = useRefreshQuestionnaires();
  const navigate = useNavigate();
  const [isCreating, setIsCreating] = useState(false);
  const open = (id: string) => void navigate(`${paths.adminQuiz}/${id}`);
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        <Button onClick={() => setIsCreating(true)}>{t.newQuestionnaire}</Button>
      </Group>
      <QueryState query={query}>
        {(data) => (
          <RecordsTable
            rows={data.items}
            label={t.title}
            empty={t.noQuestionnaires}
            minWidth={1000}
            action={{
              label: t.open,
              ariaLabel: (q) => fmt(t.openLabel, { title: q.title }),
              onClick: (q) => open(q.id),
            }}
            columns={[
              { header: t.questionnaireTitle, cell: (q) => q.title },
              { header: t.company, cell: (q) => q.companyName },
              { header: t.form, cell: (q) => q.formTitle },
              { header: t.invited, cell: (q) => formatNumber(q.invited), align: 'right' },
              { header: t.answered, cell: answeredOf, align: 'right' },
              { header: t.state, cell: (q) => <QuestionnaireStateBadge questionnaire={q} /> },
              { header: t.deadline, cell: (q) => (q.closesAt ? formatDateTime(q.closesAt) : t.noDeadline) },
            ]}
          />
        )}
      </QueryState>
      <CreateQuestionnaireModal
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={async (created) => {
          await refresh();
          setIsCreating(false);
          open(created.id);
        }}
      />
    </Stack>
  );
}
