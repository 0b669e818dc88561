import {
  adminPostRoutes,
  fmt,
  POST_DESCRIPTION_MAX,
  POST_PLACEMENTS,
  POST_SLUG_MAX,
  POST_TITLE_MAX,
  postBodySchema,
  type Post,
  type PostPlacement,
} from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { ImageField } from './image-field';
import { bodyOf, draftOf, type PostDraft } from './post-draft';
import { PostSeoFields } from './post-seo-fields';
import { RichTextField } from './rich-text-editor';
import { slugOf } from './slug';
import { DateTimeInput } from '../../shared/forms/date-input';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import { usePost, usePostCategories, usePostPublishers, useRefreshPosts } from './use-posts';

const FIELDS = [
  'title',
  'description',
  'body',
  'slug',
  'published',
  'publishedAt',
  'placement',
  'authorIds',
  'categoryIds',
  'imageId',
  'seoTitle',
  'seoDescription',
  'seoImageId',
  'canonicalUrl',
];

interface Props {
  /** The post edited, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: (post: Post) => void;
}

/**
 * The post editor of /admin/Posts/{id} (platform.md §2, §3, §5; decision 058), loaded only on this
 * route with the rich-text editor. A new slug of a published post is confirmed first (the old
 * address keeps leading to the new one).
 */
export function PostEditor({ id, onClose, onSaved }: Props) {
  const post = usePost(id);
  if (id === null) return <PostForm saved={null} onClose={onClose} onSaved={onSaved} />;
  return (
    <QueryState query={post}>{(saved) => <PostForm saved={saved} onClose={onClose} onSaved={onSaved} />}</QueryState>
  );
}

function PostForm({ saved, onClose, onSaved }: { saved: Post | null } & Omit<Props, 'id'>) {
  const categories = usePostCategories();
  const publishers = usePostPublishers();
  const refresh = useRefreshPosts();
  const [draft, setDraft] = useState<PostDraft>(() => draftOf(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const title = saved ? t.editPost : t.newPost;
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  async function save(confirmSlugChange: boolean) {
    const body = bodyOf(draft, confirmSlugChange);
    const parsed = postBodySchema.safeParse(body);
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      const result = saved
        ? await call(adminPostRoutes.updatePost, { params: { id: saved.id }, body })
        : await call(adminPostRoutes.createPost, { body });
      toast.success(t.postSaved);
      await refresh();
      onSaved(result);
    } catch (error) {
      if (toApiError(error).fields.some((f) => f.path === 'confirmSlugChange')) setConfirming(true);
      else show(placeApiErrors(error, FIELDS));
    } finally {
      setIsSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A published post's new slug is confirmed before the server is asked (platform.md §5).
    if (saved?.published && draft.slug.trim() !== saved.slug) setConfirming(true);
    else void save(false);
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Group>
          {saved?.isPublic && (
            <Anchor href={saved.publicPath} aria-label={fmt(t.viewPostLabel, { title: saved.title })}>
              {t.view}
            </Anchor>
          )}
          <Button variant="default" onClick={onClose}>
            {t.backToPosts}
          </Button>
        </Group>
      </Group>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput
            label={t.title}
            required
            maxLength={POST_TITLE_MAX}
            value={draft.title}
            error={errors.title}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setDraft((d) => ({
                ...d,
                title: next,
                slug: !saved && d.slug === slugOf(d.title) ? slugOf(next) : d.slug,
              }));
            }}
          />
          <TextInput
            label={t.slug}
            description={t.slugHint}
            required
            maxLength={POST_SLUG_MAX}
            value={draft.slug}
            error={errors.slug}
            onChange={(event) => set('slug', event.currentTarget.value)}
          />
          <Textarea
            label={t.description}
            description={t.descriptionHint}
            autosize
            minRows={2}
            maxLength={POST_DESCRIPTION_MAX}
            value={draft.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <RichTextField value={draft.body} error={errors.body} onChange={(html) => set('body', html)} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <MultiSelect
              label={t.authors}
              data={(publishers.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={draft.authorIds}
              error={errors.authorIds}
              onChange={(value) => set('authorIds', value)}
              searchable
            />
            <MultiSelect
              label={t.categories}
              data={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={draft.categoryIds}
              error={errors.categoryIds}
              onChange={(value) => set('categoryIds', value)}
              searchable
            />
            <Select
              label={t.placement}
              description={t.placementHint}
              data={POST_PLACEMENTS.map((p) => ({ value: p, label: t.placements[p] }))}
              value={draft.placement}
              error={errors.placement}
              onChange={(value) => set('placement', value as PostPlacement | null)}
              clearable
            />
            <DateTimeInput
              label={t.publishedAt}
              description={t.publishedAtHint}
              dateLabel={t.publishedAtDate}
              timeLabel={t.publishedAtTime}
              value={draft.publishedAt}
              error={errors.publishedAt}
              onChange={(value) => set('publishedAt', value)}
            />
          </SimpleGrid>
          <ImageField
            label={t.image}
            folder="posts"
            value={draft.imageId}
            error={errors.imageId}
            onChange={(id) => set('imageId', id)}
          />
          <PostSeoFields draft={draft} errors={errors} set={set} />
          <Switch
            label={t.published}
            checked={draft.published}
            onChange={(event) => set('published', event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        title={confirming ? t.confirmSlugTitle : null}
        message={fmt(t.confirmSlugText, { from: saved?.slug ?? '', to: draft.slug.trim() })}
        confirmLabel={t.confirmSlug}
        color="blue"
        onConfirm={() => save(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
