import { ATTACHMENT_KIND_VALUES, EVENT_LIMITS, eventRoutes, fmt, messages, type EventView } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { ActionIcon, Anchor, Badge, Button, FileInput, Group, List, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../../shared/api/api-client';
import { toApiError } from '../../../shared/api/api-error';
import { toast, toastError } from '../../../shared/notify/toast';
import { readAsBase64 } from '../../../shared/reference-import/use-reference-import';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const a = eventFormScreenMessages.attachments;
const kinds = messages.screens.events.attachmentKinds;

const ACCEPTED = ['application/pdf', 'image/png', 'image/jpeg'];
const MAX_BYTES = EVENT_LIMITS.attachmentMb * 1024 * 1024;
const kindOptions = ATTACHMENT_KIND_VALUES.map((value) => ({ value, label: kinds[value] }));

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(Math.round(bytes / 104857.6) / 10)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface Props {
  event: EventView | null;
  canChange: boolean;
  onChanged: () => Promise<void>;
}

/** Anexos: upload a PDF, PNG or JPEG of a kind (guide, anesthesia record, RGO…), download or remove one. */
export function AttachmentsSection({ event, canChange, onChanged }: Props) {
  const [kind, setKind] = useState<(typeof ATTACHMENT_KIND_VALUES)[number]>('guide');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; fileName: string } | null>(null);
  if (!event) return <Text c="dimmed">{a.saveFirst}</Text>;
  const eventId = event.id;

  function choose(picked: File | null) {
    setFile(picked);
    if (picked && !ACCEPTED.includes(picked.type)) setError(a.wrongType);
    else if (picked && picked.size > MAX_BYTES) setError(fmt(a.tooLarge, { mb: EVENT_LIMITS.attachmentMb }));
    else setError(undefined);
  }

  async function upload() {
    if (!file || error) return;
    setIsBusy(true);
    try {
      const contentBase64 = await readAsBase64(file);
      await call(eventRoutes.addAttachment, {
        params: { id: eventId },
        body: { kind, fileName: file.name, contentBase64 },
      });
      setFile(null);
      toast.success(a.uploaded);
      await onChanged();
    } catch (failure) {
      const field = toApiError(failure).fields[0];
      if (field) setError(field.message);
      else toastError(failure);
    } finally {
      setIsBusy(false);
    }
  }

  async function remove(attachmentId: string) {
    try {
      await call(eventRoutes.removeAttachment, { params: { id: eventId, attachmentId } });
      toast.success(a.removed);
      await onChanged();
    } catch (failure) {
      toastError(failure);
    }
  }

  return (
    <Stack gap="sm">
      {event.attachments.length === 0 ? (
        <Text c="dimmed">{a.empty}</Text>
      ) : (
        <List aria-label={a.list} spacing="xs" listStyleType="none">
          {event.attachments.map((attachment) => (
            <List.Item key={attachment.id}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light">{kinds[attachment.kind]}</Badge>
                <Anchor
                  href={attachment.url}
                  download={attachment.fileName}
                  aria-label={fmt(a.download, { name: attachment.fileName })}
                >
                  {attachment.fileName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {fmt(a.by, {
                    name: attachment.createdByName,
                    when: formatDateTime(attachment.createdAt),
                    size: sizeText(attachment.size),
                  })}
                </Text>
                {canChange && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={fmt(a.remove, { name: attachment.fileName })}
                    onClick={() => setRemoving({ id: attachment.id, fileName: attachment.fileName })}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {canChange && (
        <Group align="end">
          <Select
            label={a.kind}
            w={220}
            allowDeselect={false}
            data={kindOptions}
            value={kind}
            onChange={(value) => value && setKind(value as typeof kind)}
          />
          <FileInput
            label={a.file}
            accept={ACCEPTED.join(',')}
            w={320}
            clearable
            value={file}
            error={error}
            onChange={choose}
          />
          <Button
            variant="light"
            loading={isBusy}
            disabled={!file || error !== undefined}
            onClick={() => void upload()}
          >
            {a.upload}
          </Button>
        </Group>
      )}
      <ConfirmModal
        title={removing ? fmt(a.remove, { name: removing.fileName }) : null}
        message={removing ? fmt(a.removeConfirm, { name: removing.fileName }) : ''}
        confirmLabel={a.removeButton}
        onConfirm={() => (removing ? remove(removing.id) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
