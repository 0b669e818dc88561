import { adminPostRoutes, fmt, type PostPublisher } from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { call } from '../../shared/api/api-client';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { PostPublisherForm } from './post-publisher-form';
import { usePostPublishers, useRefreshPosts } from './use-posts';

/**
 * /admin/PostsPublishers (platform.md §2, §3 publisher records; decision 058): who signs the posts.
 * An author of live posts is not removed (the server says how many).
 */
export function AdminPostPublishersPage() {
  return (
    <RecordsAdminPage<PostPublisher>
      texts={{
        title: t.publishersTitle,
        hint: t.publishersHint,
        empty: t.noPublishers,
        newRecord: t.newPublisher,
        editRecord: t.editPublisher,
        actions: t.actions,
        edit: t.edit,
        remove: t.remove,
        removed: t.publisherRemoved,
        editLabel: (p) => fmt(t.editPublisherLabel, { name: p.name }),
        removeLabel: (p) => fmt(t.removePublisherLabel, { name: p.name }),
        removeConfirm: (p) => fmt(t.removePublisherConfirm, { name: p.name }),
      }}
      query={usePostPublishers()}
      refresh={useRefreshPosts()}
      columns={[
        { header: t.name, cell: (p) => p.name },
        { header: t.bio, cell: (p) => p.bio ?? '' },
        { header: t.postCount, cell: (p) => p.postCount, align: 'right' },
      ]}
      minWidth={720}
      modalSize="lg"
      form={(slot) => <PostPublisherForm {...slot} />}
      onRemove={(p) => call(adminPostRoutes.removePublisher, { params: { id: p.id } })}
    />
  );
}
