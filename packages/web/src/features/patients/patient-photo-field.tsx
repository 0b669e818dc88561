import { messages, PATIENT_PHOTO_MAX_BYTES, fmt } from '@honora/contract';
import { Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const t = messages.screens.patients;

/** A picked photo: its base64 content (for the API) and a data URL (for the preview). */
export interface PickedPhoto {
  contentBase64: string;
  dataUrl: string;
}

function readPhoto(file: File): Promise<PickedPhoto> {
  return new Promise((done, fail) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      done({ dataUrl, contentBase64: dataUrl.slice(dataUrl.indexOf(',') + 1) });
    };
    reader.onerror = () => fail(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface Props {
  name: string;
  /** What the preview shows: the picked photo, else the saved one, else the initials. */
  previewUrl: string | null;
  canRemove: boolean;
  isReadOnly: boolean;
  isBusy: boolean;
  /** A hint under the picker (e.g. "saved with the patient"). */
  hint?: string | undefined;
  error?: string | undefined;
  onPick: (photo: PickedPhoto) => void;
  onRemove: () => void;
}

/**
 * The patient's photo: PNG or JPEG up to 2 MB (billing.md §5). The picker filters by type
 * and size; the server checks the content itself (magic bytes), whatever the file's name.
 */
export function PatientPhotoField({
  name,
  previewUrl,
  canRemove,
  isReadOnly,
  isBusy,
  hint,
  error,
  onPick,
  onRemove,
}: Props) {
  const [localError, setLocalError] = useState<string | null>(null);

  async function pick(file: File | null) {
    setLocalError(null);
    if (!file) return;
    if (file.size > PATIENT_PHOTO_MAX_BYTES) {
      setLocalError(t.errors.photoSize);
      return;
    }
    onPick(await readPhoto(file));
  }

  return (
    <Group align="flex-start" gap="lg">
      <Avatar src={previewUrl} alt={fmt(t.fields.photoAlt, { name })} size={96} radius="md">
        {name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Stack gap="xs" style={{ flex: 1 }}>
        {!isReadOnly && (
          <FileInput
            label={t.fields.photo}
            placeholder={t.fields.photoPick}
            accept="image/png,image/jpeg"
            clearable={false}
            value={null}
            disabled={isBusy}
            error={localError ?? error}
            onChange={(file) => void pick(file)}
          />
        )}
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
        {!isReadOnly && canRemove && (
          <Group>
            <Button variant="subtle" color="red" size="xs" onClick={onRemove} loading={isBusy}>
              {t.fields.photoRemove}
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
