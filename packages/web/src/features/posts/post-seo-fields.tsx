import { POST_SEO_DESCRIPTION_MAX, POST_SEO_TITLE_MAX, POST_URL_MAX } from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '../../shared/forms/form-errors';
import { ImageField } from './image-field';
import type { PostDraft } from './post-draft';

interface Props {
  draft: PostDraft;
  errors: FormErrors;
  set: <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => void;
}

/** The post's SEO and social fields: title, description, image and canonical URL (platform.md §3 seo). */
export function PostSeoFields({ draft, errors, set }: Props) {
  return (
    <Fieldset legend={t.seoSection}>
      <Stack>
        <TextInput
          label={t.seoTitle}
          maxLength={POST_SEO_TITLE_MAX}
          value={draft.seoTitle}
          error={errors.seoTitle}
          onChange={(event) => set('seoTitle', event.currentTarget.value)}
        />
        <Textarea
          label={t.seoDescription}
          autosize
          minRows={2}
          maxLength={POST_SEO_DESCRIPTION_MAX}
          value={draft.seoDescription}
          error={errors.seoDescription}
          onChange={(event) => set('seoDescription', event.currentTarget.value)}
        />
        <ImageField
          label={t.seoImage}
          folder="posts"
          value={draft.seoImageId}
          error={errors.seoImageId}
          onChange={(id) => set('seoImageId', id)}
        />
        <TextInput
          label={t.canonicalUrl}
          description={t.canonicalUrlHint}
          type="url"
          maxLength={POST_URL_MAX}
          value={draft.canonicalUrl}
          error={errors.canonicalUrl}
          onChange={(event) => set('canonicalUrl', event.currentTarget.value)}
        />
      </Stack>
    </Fieldset>
  );
}
