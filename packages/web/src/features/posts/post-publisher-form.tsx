import {
  adminPostRoutes,
  POST_PUBLISHER_BIO_MAX,
  POST_PUBLISHER_NAME_MAX,
  postPublisherBodySchema,
  type PostPublisher,
} from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { ImageField } from './image-field';
import { useRecordSave } from '../../shared/forms/use-record-save';

interface Props {
  saved: PostPublisher | null;
  title: string;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}

/** An author's form (POST or PUT /api/admin/post-publishers): name, presentation and photo. */
export function PostPublisherForm({ saved, title, onSaved, onCancel }: Props) {
  const [name, setName] = useState(saved?.name ?? '');
  const [bio, setBio] = useState(saved?.bio ?? '');
  const [photoId, setPhotoId] = useState<string | null>(saved?.photoId ?? null);
  const { errors, isSaving, formRef, submit } = useRecordSave({
    schema: postPublisherBodySchema,
    fields: ['name', 'bio', 'photoId'],
    save: (body: { name: string; bio: string; photoId: string | null }) =>
      saved
        ? call(adminPostRoutes.updatePublisher, { params: { id: saved.id }, body })
        : call(adminPostRoutes.createPublisher, { body }),
    savedMessage: t.publisherSaved,
    onSaved,
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event, { name, bio, photoId })} noValidate aria-label={title}>
      <Stack>
        <TextInput
          label={t.name}
          required
          data-autofocus
          maxLength={POST_PUBLISHER_NAME_MAX}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label={t.bio}
          autosize
          minRows={3}
          maxLength={POST_PUBLISHER_BIO_MAX}
          value={bio}
          error={errors.bio}
          onChange={(event) => setBio(event.currentTarget.value)}
        />
        <ImageField label={t.photo} folder="publishers" value={photoId} error={errors.photoId} onChange={setPhotoId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
