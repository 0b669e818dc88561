import { CHAT_LIMITS, fmt, type ChatContact, type ChatTalk } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { chatWebScreenMessages as w } from '@honora/contract/screen-texts/chat-web';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import type { FormErrors } from '../../shared/forms/form-errors';
import { useContacts, useOpenTalk } from './use-chat';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onOpened: (talk: ChatTalk) => void;
}

/**
 * A new talk: with one colleague (the same talk again if it exists) or a group with a name and
 * several of them. The company's active people of the same workspace are the contacts (§6).
 */
export function NewTalkModal({ isOpen, onClose, onOpened }: Props) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={w.newTalkTitle} size="lg" centered>
      {isOpen && <NewTalkForm onOpened={onOpened} />}
    </Modal>
  );
}

function NewTalkForm({ onOpened }: { onOpened: (talk: ChatTalk) => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const contacts = useContacts(q, true);
  const items = contacts.data?.items ?? [];
  return (
    <Stack>
      <TextInput
        label={t.searchContacts}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={CHAT_LIMITS.searchMax}
        data-autofocus
      />
      <Tabs defaultValue="direct" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="direct">{w.directTab}</Tabs.Tab>
          <Tabs.Tab value="group">{w.groupTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="direct" pt="sm">
          <DirectPicker contacts={items} isLoading={contacts.isPending} onOpened={onOpened} />
        </Tabs.Panel>
        <Tabs.Panel value="group" pt="sm">
          <GroupForm contacts={items} onOpened={onOpened} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

interface PickerProps {
  contacts: readonly ChatContact[];
  onOpened: (talk: ChatTalk) => void;
}

function DirectPicker({ contacts, isLoading, onOpened }: PickerProps & { isLoading: boolean }) {
  const open = useOpenTalk();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!isLoading && contacts.length === 0) return <Text>{t.noContacts}</Text>;
  async function choose(contact: ChatContact) {
    setBusy(contact.id);
    setError(null);
    try {
      onOpened(await open.direct(contact.id));
    } catch (failure) {
      setError(placeApiErrors(failure, ['userId']).userId ?? null);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Stack gap={4}>
      {error && (
        <Text c="red" role="alert" size="sm">
          {error}
        </Text>
      )}
      <ScrollArea.Autosize mah={320}>
        <Stack gap={4}>
          {contacts.map((contact) => (
            <Button
              key={contact.id}
              variant="subtle"
              justify="flex-start"
              loading={busy === contact.id}
              onClick={() => void choose(contact)}
              aria-label={fmt(w.chatWith, { name: contact.name })}
            >
              {contact.name}
            </Button>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function GroupForm({ contacts, onOpened }: PickerProps) {
  const open = useOpenTalk();
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setSaving] = useState(false);
  async function create() {
    setSaving(true);
    setErrors({});
    try {
      onOpened(await open.group(title.trim(), chosen));
    } catch (failure) {
      setErrors(placeApiErrors(failure, ['title', 'userIds']));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <TextInput
        label={t.groupTitle}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        maxLength={CHAT_LIMITS.titleMax}
        error={errors.title}
        required
      />
      <Checkbox.Group
        label={w.chooseMembers}
        description={fmt(w.membersChosen, { count: String(chosen.length) })}
        value={chosen}
        onChange={setChosen}
        error={errors.userIds}
      >
        <ScrollArea.Autosize mah={240}>
          <Stack gap={6} mt="xs">
            {contacts.map((contact) => (
              <Checkbox key={contact.id} value={contact.id} label={contact.name} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button type="submit" loading={isSaving}>
          {t.create}
        </Button>
      </Group>
    </Stack>
  );
}
