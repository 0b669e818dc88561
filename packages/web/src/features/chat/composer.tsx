import { CHAT_ATTACHMENT_MIMES, CHAT_LIMITS, fmt } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { chatErrorMessages as e } from '@honora/contract/screen-texts/chat-errors';
import { chatWebScreenMessages as w } from '@honora/contract/screen-texts/chat-web';
import { Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import { useSendAttachment, useSendMessage } from './use-chat';

/** Refused before sending (the server checks the bytes again): a type or a size it would refuse. */
export function attachmentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(CHAT_ATTACHMENT_MIMES as readonly string[]).includes(file.type)) return e.fileType;
  if (file.size === 0) return e.fileEmpty;
  if (file.size > CHAT_LIMITS.attachmentMb * 1024 * 1024) return fmt(e.fileSize, { mb: CHAT_LIMITS.attachmentMb });
  return null;
}

interface Props {
  talkId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Writes and sends: Enter sends, Shift+Enter starts a new line; the attach button sends an image
 * or a PDF at once. The server's refusal of the text shows under it, any other as a toast.
 */
export function Composer({ talkId, inputRef }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const send = useSendMessage(talkId);
  const attach = useSendAttachment(talkId);

  function submit() {
    const msg = text.trim();
    if (!msg || send.isPending) return;
    if (msg.length > CHAT_LIMITS.messageMax) {
      setError(fmt(e.msgTooLong, { max: CHAT_LIMITS.messageMax }));
      return;
    }
    setError(null);
    send.mutate(msg, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(placeApiErrors(failure, ['msg']).msg ?? null),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onFile(file: File | null) {
    if (!file) return;
    const problem = attachmentProblem(file);
    setFileError(problem);
    if (problem) return;
    attach.mutate(file, {
      onSuccess: () => inputRef.current?.focus(),
      onError: (failure) => setFileError(placeApiErrors(failure, ['fileName', 'content']).content ?? null),
    });
  }

  return (
    <Stack
      component="form"
      gap={4}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        ref={inputRef}
        label={t.message}
        placeholder={t.messagePlaceholder}
        description={w.composerHint}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={CHAT_LIMITS.messageMax}
      />
      <Group justify="space-between">
        <FileButton onChange={onFile} accept={CHAT_ATTACHMENT_MIMES.join(',')}>
          {(props) => (
            <Button {...props} variant="default" loading={attach.isPending}>
              {t.attach}
            </Button>
          )}
        </FileButton>
        <Button type="submit" loading={send.isPending}>
          {t.send}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {fmt(t.attachHint, { mb: String(CHAT_LIMITS.attachmentMb) })}
      </Text>
      {fileError && (
        <Text size="sm" c="red" role="alert">
          {fileError}
        </Text>
      )}
    </Stack>
  );
}
