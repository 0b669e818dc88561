import {
  fmt,
  QUESTIONNAIRE_INVITATION_STATES,
  QUESTIONNAIRE_INVITATIONS_PAGE_SIZE,
  questionnaireRoutes,
  type Questionnaire,
  type QuestionnaireInvitation,
} from '@honora/contract';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { formatDateTime } from '@honora/domain';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable } from '../../shared/ui/records-table';
import { InviteMoreModal } from './invite-more-modal';
import { useInvitations, useRefreshQuestionnaires } from './use-questionnaires';

type State = (typeof QUESTIONNAIRE_INVITATION_STATES)[number];

/**
 * The invitations of a questionnaire (decision 060): all, answered or pending, searched by
 * e-mail, 100 a page; copy a personal link, remind, remove a pending one; remind every pending
 * address and invite more.
 */
export function InvitationsPanel({ questionnaire: q }: { questionnaire: Questionnaire }) {
  const [state, setState] = useState<State>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<string | null>(null);
  const [isInviting, setIsInviting] = useState(false);
  const [isReminding, setIsReminding] = useState(false);
  const [removing, setRemoving] = useState<QuestionnaireInvitation | null>(null);
  const query = useInvitations(q.id, { state, search: debounced || undefined, page });
  const refresh = useRefreshQuestionnaires();

  async function remind(invitationIds?: string[]) {
    setIsReminding(true);
    try {
      const done = await call(questionnaireRoutes.remind, {
        params: { id: q.id },
        body: invitationIds ? { invitationIds } : {},
      });
      const text = fmt(t.reminded, { sent: done.sent, skipped: done.skipped });
      setResult(text);
      toast.success(text);
      await refresh();
    } catch (error) {
      toastError(error);
    } finally {
      setIsReminding(false);
    }
  }

  async function copyLink(invitation: QuestionnaireInvitation) {
    try {
      await navigator.clipboard.writeText(invitation.link);
      toast.success(t.linkCopied);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="questionnaire-invitations">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={2} id="questionnaire-invitations">
            {t.invitations}
          </Title>
          <Group gap="xs">
            <Button variant="light" loading={isReminding} onClick={() => void remind()}>
              {t.remindPending}
            </Button>
            <Button variant="default" onClick={() => setIsInviting(true)}>
              {t.inviteMore}
            </Button>
          </Group>
        </Group>
        {result && (
          <Text size="sm" role="status">
            {result}
          </Text>
        )}
        <Group align="flex-end">
          <NativeSelect
            label={t.filter}
            data={QUESTIONNAIRE_INVITATION_STATES.map((s) => ({ value: s, label: t.filters[s] }))}
            value={state}
            onChange={(event) => {
              setState(event.currentTarget.value as State);
              setPage(1);
            }}
          />
          <TextInput
            label={t.search}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        <PagedResults
          query={query}
          page={page}
          pageSize={QUESTIONNAIRE_INVITATIONS_PAGE_SIZE}
          onPageChange={setPage}
          totalLabel={(total) => fmt(t.invitationsTotal, { total })}
        >
          {(data) => (
            <RecordsTable
              rows={data.items}
              label={t.invitations}
              empty={t.noInvitations}
              minWidth={880}
              columns={[
                { header: t.email, cell: (i) => i.email },
                { header: t.sentAt, cell: (i) => formatDateTime(i.sentAt) },
                {
                  header: t.lastReminder,
                  cell: (i) =>
                    i.remindedAt
                      ? fmt(t.reminderCount, { date: formatDateTime(i.remindedAt), count: i.reminderCount })
                      : '—',
                },
                { header: t.answeredAt, cell: (i) => (i.answeredAt ? formatDateTime(i.answeredAt) : t.pending) },
                {
                  header: t.actionsColumn,
                  cell: (i) => (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={fmt(t.copyLinkLabel, { email: i.email })}
                        onClick={() => void copyLink(i)}
                      >
                        {t.copyLink}
                      </Button>
                      {!i.answeredAt && (
                        <>
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={fmt(t.remindLabel, { email: i.email })}
                            onClick={() => void remind([i.id])}
                          >
                            {t.remind}
                          </Button>
                          <Button
                            size="xs"
                            color="red"
                            variant="subtle"
                            aria-label={fmt(t.removeInvitationLabel, { email: i.email })}
                            onClick={() => setRemoving(i)}
                          >
                            {t.removeInvitation}
                          </Button>
                        </>
                      )}
                    </Group>
                  ),
                },
              ]}
            />
          )}
        </PagedResults>
      </Stack>
      <InviteMoreModal
        questionnaireId={q.id}
        isOpen={isInviting}
        onClose={() => setIsInviting(false)}
        onInvited={async (text) => {
          setResult(text);
          await refresh();
        }}
      />
      <ConfirmModal
        title={removing ? t.removeInvitationTitle : null}
        message={removing ? fmt(t.removeInvitationConfirm, { email: removing.email }) : ''}
        confirmLabel={t.removeInvitation}
        onConfirm={async () => {
          try {
            await call(questionnaireRoutes.removeInvitation, { params: { id: removing!.id } });
            toast.success(t.invitationRemoved);
            await refresh();
          } catch (error) {
            toastError(error);
          }
        }}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
