import { adminPostRoutes, fmt, type PostSummary } from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { lazyScreen } from '../../shared/lazy/lazy-screen';
import { toast, toastError } from '../../shared/notify/toast';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable } from '../../shared/ui/records-table';
import { usePostCategories, usePosts, useRefreshPosts } from './use-posts';

/** The editor, with Tiptap, loads only when a post is opened (decision 058: keep the list light). */
const PostEditor = lazyScreen(
  () => import('./post-editor'),
  (m) => m.PostEditor,
);

/** The id segment of a new post: /admin/Posts/new. */
const NEW = 'new';

/**
 * /admin/Posts (platform.md §2; decision 058): the blog's posts and the institutional pages,
 * drafts included; /admin/Posts/{id} opens the editor (/admin/Posts/new for a new post).
 */
export function AdminPostsPage() {
  const { id, open } = useRecordRoute();
  if (id !== null) {
    return <PostEditor id={id === NEW ? null : id} onClose={() => open(null)} onSaved={(saved) => open(saved.id)} />;
  }
  return <PostsList onOpen={open} />;
}

function statusOf(post: PostSummary): { label: string; color: string } {
  if (!post.published) return { label: t.draft, color: 'gray' };
  return post.isPublic ? { label: t.published, color: 'green' } : { label: t.scheduled, color: 'blue' };
}

function PostsList({ onOpen }: { onOpen: (id: string) => void }) {
  const posts = usePosts();
  const categories = usePostCategories();
  const refresh = useRefreshPosts();
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PostSummary | null>(null);
  const term = q.trim().toLowerCase();
  const keep = (p: PostSummary) =>
    (!term || `${p.title} ${p.slug}`.toLowerCase().includes(term)) &&
    (!categoryId || p.categoryIds.includes(categoryId));
  const dateOf = (p: PostSummary) => (p.publishedAt ? new Date(p.publishedAt).toLocaleString('pt-BR') : '');

  async function remove(post: PostSummary) {
    try {
      await call(adminPostRoutes.removePost, { params: { id: post.id } });
      toast.success(t.postRemoved);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t.postsTitle}</Title>
          <Text c="dimmed">{t.postsHint}</Text>
        </div>
        <Button onClick={() => onOpen(NEW)}>{t.newPost}</Button>
      </Group>
      <Group align="flex-end">
        <TextInput label={t.search} value={q} onChange={(event) => setQ(event.currentTarget.value)} maw={320} />
        <Select
          label={t.categories}
          placeholder={t.allCategories}
          data={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          maw={280}
        />
      </Group>
      <QueryState query={posts}>
        {(data) => (
          <RecordsTable
            rows={data.items.filter(keep)}
            label={t.postsTitle}
            empty={t.noPosts}
            minWidth={960}
            columns={[
              { header: t.title, cell: (p) => p.title },
              { header: t.slug, cell: (p) => (p.placement ? t.placements[p.placement] : p.slug) },
              { header: t.publishedAt, cell: dateOf },
              {
                header: t.status,
                cell: (p) => (
                  <Badge color={statusOf(p).color} variant="light">
                    {statusOf(p).label}
                  </Badge>
                ),
              },
              {
                header: t.actions,
                cell: (p) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpen(p.id)}
                      aria-label={fmt(t.editPostLabel, { title: p.title })}
                    >
                      {t.edit}
                    </Button>
                    {p.isPublic && (
                      // The public pages are the server's, not the app's: a full page load (decision 058).
                      <Anchor href={p.publicPath} size="sm" aria-label={fmt(t.viewPostLabel, { title: p.title })}>
                        {t.view}
                      </Anchor>
                    )}
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setRemoving(p)}
                      aria-label={fmt(t.removePostLabel, { title: p.title })}
                    >
                      {t.remove}
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <ConfirmModal
        title={removing ? fmt(t.removePostLabel, { title: removing.title }) : null}
        message={removing ? fmt(t.removePostConfirm, { title: removing.title }) : ''}
        confirmLabel={t.remove}
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
