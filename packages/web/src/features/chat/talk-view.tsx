import { fmt, type ChatTalk } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { chatWebScreenMessages as w } from '@honora/contract/screen-texts/chat-web';
import { useDebouncedValue } from '@mantine/hooks';
import { Badge, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { kindLabel, talkName, type Viewer } from './chat-view';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { useMessages } from './use-chat';

interface Props {
  talk: ChatTalk;
  viewer: Viewer;
}

/** The open talk: its name, the search in its messages, the messages by day and the composer. */
export function TalkView({ talk, viewer }: Props) {
  const name = talkName(talk, viewer);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const input = useRef<HTMLTextAreaElement>(null);
  // Focus goes to the composer when a talk opens (keyboard users type at once).
  useEffect(() => input.current?.focus(), [talk.id]);
  return (
    <Paper withBorder p="sm" h="100%" style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0 }}>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id="chat-talk-title">
            {name}
          </Title>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {kindLabel(talk)}
            </Badge>
            {talk.kind === 'group' && (
              <Text size="sm" c="dimmed">
                {fmt(w.people, { count: String(talk.users.length) })}
              </Text>
            )}
            {talk.highlighted && (
              <Text size="sm" c="dimmed">
                {t.highlighted}
              </Text>
            )}
          </Group>
        </Stack>
        <TextInput
          label={t.searchMessages}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
          w={260}
          rightSection={search ? <CloseButton aria-label={w.clearSearch} onClick={() => setSearch('')} /> : undefined}
        />
      </Group>
      {q ? (
        <SearchResults talk={talk} viewer={viewer} q={q} name={name} />
      ) : (
        <Messages talk={talk} viewer={viewer} name={name} />
      )}
      <Composer key={talk.id} talkId={talk.id} inputRef={input} />
    </Paper>
  );
}

function Messages({ talk, viewer, name }: Props & { name: string }) {
  const query = useMessages(talk.id);
  const messages = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <MessageLog
      messages={messages}
      viewer={viewer}
      label={fmt(w.messagesOf, { name })}
      showSender={talk.kind !== 'direct'}
      emptyText={query.isPending ? w.searching : t.noMessages}
      hasOlder={query.hasNextPage}
      isLoadingOlder={query.isFetchingNextPage}
      onLoadOlder={() => void query.fetchNextPage()}
    />
  );
}

/** The talk's messages that match (the server searches text and file names, accents aside). */
function SearchResults({ talk, viewer, q, name }: Props & { q: string; name: string }) {
  const query = useMessages(talk.id, q);
  const messages = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Text size="sm" role="status" data-testid="chat-search-status">
        {query.isPending ? w.searching : fmt(w.searchResults, { count: String(messages.length) })}
      </Text>
      <MessageLog
        messages={messages}
        viewer={viewer}
        label={fmt(w.messagesOf, { name })}
        showSender={talk.kind !== 'direct'}
        emptyText={query.isPending ? w.searching : t.noResults}
        hasOlder={query.hasNextPage}
        isLoadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
      />
    </>
  );
}
