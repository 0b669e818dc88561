import type { ChatTalk } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { chatWebScreenMessages as w } from '@honora/contract/screen-texts/chat-web';
import { Alert, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { NewTalkModal } from './new-talk-modal';
import { TalkList } from './talk-list';
import { TalkView } from './talk-view';
import { useHighlight, useOpenTalk, useTalks } from './use-chat';
import { useLiveTalks, useMarkOpenTalkRead, useProfileRefresh, useWithParam } from './use-chat-live';

/**
 * /client/chat and /admin/chat, a talk at {id} (platform.md §3 Chat, §4 viewed, §6 scoping;
 * decision 066): the talks on the left, the open one on the right, kept live by the `chatEvents`
 * subscription. Opening a talk marks it read, so the other side sees "Visualizada" at once.
 * `?with=<user id>` opens the direct talk with that person (a link from elsewhere).
 */
export function ChatPage() {
  const session = useSession();
  const workspace = session?.workspace ?? 'CLIENT';
  const viewer = useMemo(() => ({ userId: session?.user.id ?? '', side: workspace }), [session?.user.id, workspace]);
  const { id: openId, open } = useRecordRoute();
  const talks = useTalks();
  const [problem, setProblem] = useState<string | null>(null);
  const [isNewOpen, setNewOpen] = useState(false);
  const items = talks.data?.items ?? [];
  const openTalk = items.find((talk) => talk.id === openId);

  const { isOffline } = useLiveTalks(viewer, openId);
  useMarkOpenTalkRead(openId, viewer);
  useProfileRefresh(openTalk, openId);
  useWithParam(workspace === 'ADMIN' ? paths.adminChat : paths.clientChat, setProblem);

  const highlight = useHighlight();
  const onOpened = (talk: ChatTalk) => {
    setNewOpen(false);
    setProblem(null);
    open(talk.id);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{workspace === 'ADMIN' ? w.supportByCompany : t.hint}</Text>
        </div>
        <StartButtons workspace={workspace} onNew={() => setNewOpen(true)} onOpened={onOpened} onProblem={setProblem} />
      </Group>
      {isOffline && <Alert color="yellow">{t.offline}</Alert>}
      {problem && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)} closeButtonLabel={w.close}>
          {problem}
        </Alert>
      )}
      <Grid gap="sm" style={{ height: 'max(480px, calc(100dvh - 230px))' }} styles={{ inner: { height: '100%' } }}>
        <Grid.Col span={4} h="100%">
          <Paper withBorder p="sm" h="100%" style={{ overflowY: 'auto' }} component="nav" aria-label={t.talks}>
            {talks.isPending ? (
              <Center role="status">
                <Loader aria-label={w.searching} />
              </Center>
            ) : (
              <TalkList
                talks={items}
                viewer={viewer}
                openId={openId}
                isByCompany={workspace === 'ADMIN'}
                onOpen={open}
                onHighlight={(talk) => highlight.mutate({ talkId: talk.id, highlighted: !talk.highlighted })}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={8} h="100%">
          {openTalk ? (
            <TalkView talk={openTalk} viewer={viewer} />
          ) : (
            <Paper withBorder p="xl" h="100%">
              <Text>{openId && talks.isSuccess ? w.talkNotFound : t.selectTalk}</Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <NewTalkModal isOpen={isNewOpen} onClose={() => setNewOpen(false)} onOpened={onOpened} />
    </Stack>
  );
}

interface StartProps {
  workspace: string;
  onNew: () => void;
  onOpened: (talk: ChatTalk) => void;
  onProblem: (text: string) => void;
}

/** New talk (people of the company), the client's talk with the company, the company's with the support. */
function StartButtons({ workspace, onNew, onOpened, onProblem }: StartProps) {
  const { company, support } = useStartTalk(onOpened, onProblem);
  if (workspace === 'ADMIN') return null;
  return (
    <Group gap="xs">
      <Button onClick={onNew}>{t.newDirect}</Button>
      {workspace === 'CLIENT' ? (
        <Button variant="default" onClick={company}>
          {t.talkWithCompany}
        </Button>
      ) : (
        // The company's attendants talk to the support (decision 066); others get the server's refusal.
        <Button variant="default" onClick={support}>
          {t.talkWithSupport}
        </Button>
      )}
    </Group>
  );
}

function useStartTalk(onOpened: (talk: ChatTalk) => void, onProblem: (text: string) => void) {
  const open = useOpenTalk();
  const run = (start: () => Promise<ChatTalk>) => () => {
    start()
      .then(onOpened)
      .catch((failure: unknown) => {
        const error = toApiError(failure);
        if (!error.isHandled) onProblem(error.message);
      });
  };
  return { company: run(open.company), support: run(open.support) };
}
