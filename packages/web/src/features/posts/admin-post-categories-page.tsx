import { adminPostRoutes, fmt, type PostCategory } from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { call } from '../../shared/api/api-client';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { PostCategoryForm } from './post-category-form';
import { usePostCategories, useRefreshPosts } from './use-posts';

/**
 * /admin/PostsCategories (platform.md §2, §3 category records; decision 058): the blog's subjects,
 * each with its page /blog/<slug>. A category in use is not removed (the server says how many).
 */
export function AdminPostCategoriesPage() {
  return (
    <RecordsAdminPage<PostCategory>
      texts={{
        title: t.categoriesTitle,
        hint: t.categoriesHint,
        empty: t.noCategories,
        newRecord: t.newCategory,
        editRecord: t.editCategory,
        actions: t.actions,
        edit: t.edit,
        remove: t.remove,
        removed: t.categoryRemoved,
        editLabel: (c) => fmt(t.editCategoryLabel, { name: c.name }),
        removeLabel: (c) => fmt(t.removeCategoryLabel, { name: c.name }),
        removeConfirm: (c) => fmt(t.removeCategoryConfirm, { name: c.name }),
      }}
      query={usePostCategories()}
      refresh={useRefreshPosts()}
      columns={[
        { header: t.name, cell: (c) => c.name },
        { header: t.slug, cell: (c) => c.slug },
        { header: t.postCount, cell: (c) => c.postCount, align: 'right' },
      ]}
      minWidth={640}
      form={(slot) => <PostCategoryForm {...slot} />}
      onRemove={(c) => call(adminPostRoutes.removeCategory, { params: { id: c.id } })}
    />
  );
}
