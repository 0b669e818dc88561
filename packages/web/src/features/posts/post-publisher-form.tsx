import {
  adminPostRoutes,
  POST_PUBLISHER_BIO_MAX,
  POST_PUBLISHER_NAME_MAX,
  postPublisherBodySchema,
  type PostPublisher,
} from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast } from '../../shared/notify/toast';
import { ImageField } from './image-field';
import { placeApiErrors } from '../../shared/forms/place-api-errors';

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
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name, bio, photoId };
    const parsed = postPublisherBodySchema.safeParse(body);
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      if (saved) await call(adminPostRoutes.updatePublisher, { params: { id: saved.id }, body });
      else await call(adminPostRoutes.createPublisher, { body });
      toast.success(t.publisherSaved);
      await onSaved();
    } catch (error) {
      show(placeApiErrors(error, ['name', 'bio', 'photoId']));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
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
