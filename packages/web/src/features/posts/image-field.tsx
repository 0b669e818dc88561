import type { PostFileFolder } from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { uploadPostImage } from './use-posts';

interface Props {
  label: string;
  folder: PostFileFolder;
  /** The chosen image's id, or null. */
  value: string | null;
  error?: string;
  onChange: (id: string | null) => void;
}

const urlOf = (id: string) => `/api/public/post-files/${id}`;

/** An image of a post or author: sent at once (PNG or JPEG, checked by the server), shown after. */
export function ImageField({ label, folder, value, error, onChange }: Props) {
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function pick(file: File | null) {
    if (!file) return;
    setIsUploading(true);
    setUploadError(null);
    try {
      onChange((await uploadPostImage(file, folder)).id);
    } catch (caught) {
      const apiError = toApiError(caught);
      setUploadError(apiError.fields[0]?.message ?? apiError.message);
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={t.imageHint}
        accept="image/png,image/jpeg"
        placeholder={isUploading ? t.uploading : undefined}
        value={null}
        error={uploadError ?? error}
        disabled={isUploading}
        onChange={(file) => void pick(file)}
        clearable={false}
      />
      {value && (
        <Group align="flex-end">
          <Image src={urlOf(value)} alt={label} h={96} w="auto" fit="contain" radius="sm" />
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            {t.removeImage}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
