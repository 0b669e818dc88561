import { fmt, type ChatTalk } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { chatWebScreenMessages as w } from '@honora/contract/screen-texts/chat-web';
import { ActionIcon, Badge, Group, Stack, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  filterTalks,
  groupByCompany,
  kindLabel,
  listTime,
  previewOf,
  sortTalks,
  talkName,
  type Viewer,
} from './chat-view';

interface Props {
  talks: readonly ChatTalk[];
  viewer: Viewer;
  openId: string | null;
  /** The admin's view: support talks grouped by company (platform.md §6 "an admin sees admin chats"). */
  isByCompany: boolean;
  onOpen: (talkId: string) => void;
  onHighlight: (talk: ChatTalk) => void;
}

/**
 * The talks the session sees: a search by name, highlighted ones first (the star toggles the
 * mark, for this user only), each with its unread count, the last message and its time.
 */
export function TalkList({ talks, viewer, openId, isByCompany, onOpen, onHighlight }: Props) {
  const [search, setSearch] = useState('');
  const shown = sortTalks(filterTalks(talks, search, viewer), viewer);
  const item = (talk: ChatTalk) => (
    <TalkItem
      key={talk.id}
      talk={talk}
      viewer={viewer}
      isOpen={talk.id === openId}
      onOpen={onOpen}
      onHighlight={onHighlight}
    />
  );
  return (
    <Stack gap="xs">
      <TextInput
        label={t.searchTalks}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        maxLength={100}
      />
      {talks.length === 0 ? (
        <Text>{isByCompany ? w.noSupportTalks : t.noTalks}</Text>
      ) : isByCompany ? (
        groupByCompany(shown).map((group) => (
          <section key={group.companyName} aria-label={fmt(w.companyGroup, { name: group.companyName })}>
            <Title order={2} size="sm" mt="xs">
              {group.companyName}
            </Title>
            <TalkItems>{group.talks.map(item)}</TalkItems>
          </section>
        ))
      ) : (
        <TalkItems label={t.talks}>{shown.map(item)}</TalkItems>
      )}
    </Stack>
  );
}

function TalkItems({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={2} aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}

interface ItemProps {
  talk: ChatTalk;
  viewer: Viewer;
  isOpen: boolean;
  onOpen: (talkId: string) => void;
  onHighlight: (talk: ChatTalk) => void;
}

function TalkItem({ talk, viewer, isOpen, onOpen, onHighlight }: ItemProps) {
  const name = talkName(talk, viewer);
  const preview = previewOf(talk, viewer);
  const time = talk.lastMessage ? listTime(talk.lastMessage.date, new Date()) : '';
  const unreadText = talk.unread > 0 ? fmt(t.unread, { count: String(talk.unread) }) : '';
  return (
    <li data-testid="chat-talk" data-talk-id={talk.id}>
      <Group
        gap={4}
        wrap="nowrap"
        align="stretch"
        bg={isOpen ? 'var(--mantine-color-blue-light)' : undefined}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <UnstyledButton
          onClick={() => onOpen(talk.id)}
          aria-current={isOpen ? 'true' : undefined}
          p="xs"
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={talk.unread > 0 ? 700 : 500} truncate>
              {name}
            </Text>
            <Text size="xs" c={isOpen ? 'var(--mantine-color-blue-light-color)' : 'dimmed'} style={{ flexShrink: 0 }}>
              {time}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c={isOpen ? 'var(--mantine-color-blue-light-color)' : 'dimmed'} truncate>
              {talk.kind === 'direct' ? preview : `${kindLabel(talk)} · ${preview}`}
            </Text>
            {talk.unread > 0 && (
              <>
                <Badge color="red" variant="filled" size="sm" data-testid="chat-unread" aria-hidden>
                  {talk.unread > 99 ? '99+' : talk.unread}
                </Badge>
                <VisuallyHidden>{unreadText}</VisuallyHidden>
              </>
            )}
          </Group>
        </UnstyledButton>
        <ActionIcon
          variant={talk.highlighted ? 'light' : 'subtle'}
          color="yellow"
          size="lg"
          my="auto"
          aria-pressed={talk.highlighted}
          aria-label={fmt(talk.highlighted ? w.unhighlightTalk : w.highlightTalk, { name })}
          onClick={() => onHighlight(talk)}
        >
          <span aria-hidden>{talk.highlighted ? '★' : '☆'}</span>
        </ActionIcon>
      </Group>
    </li>
  );
}
