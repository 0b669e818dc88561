import { helpArticles, helpCategories, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

/**
 * The FAQ and help are platform data (no company; decision 056): the public FAQ and the
 * signed-in help read no company's data, so they are tenant-neutral. The writes and the lists
 * with drafts live in the admin workspace: a company session is refused and nothing changes.
 */
const body = (v: { records: Record<string, string> }) => ({
  categoryId: v.records.helpCategoryId,
  kind: 'FAQ',
  title: 'Alterado por um atacante',
  body: 'x',
});
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/admin/help-categories',
    method: 'GET',
    url: () => '/api/admin/help-categories',
    refusedWith: [401, 403],
  },
  {
    operation: 'POST /api/admin/help-categories',
    method: 'POST',
    url: () => '/api/admin/help-categories',
    body: () => ({ name: 'Categoria do atacante' }),
    refusedWith: [401, 403],
  },
  {
    operation: 'PUT /api/admin/help-categories/{id}',
    method: 'PUT',
    url: (v) => `/api/admin/help-categories/${v.records.helpCategoryId}`,
    body: () => ({ name: 'Renomeada' }),
    refusedWith: [401, 403],
  },
  {
    operation: 'DELETE /api/admin/help-categories/{id}',
    method: 'DELETE',
    url: (v) => `/api/admin/help-categories/${v.records.helpCategoryId}`,
    refusedWith: [401, 403],
  },
  {
    operation: 'GET /api/admin/help-articles',
    method: 'GET',
    url: () => '/api/admin/help-articles',
    refusedWith: [401, 403],
  },
  {
    operation: 'POST /api/admin/help-articles',
    method: 'POST',
    url: () => '/api/admin/help-articles',
    body,
    refusedWith: [401, 403],
  },
  {
    operation: 'PUT /api/admin/help-articles/{id}',
    method: 'PUT',
    url: (v) => `/api/admin/help-articles/${v.records.helpArticleId}`,
    body,
    refusedWith: [401, 403],
  },
  {
    operation: 'DELETE /api/admin/help-articles/{id}',
    method: 'DELETE',
    url: (v) => `/api/admin/help-articles/${v.records.helpArticleId}`,
    refusedWith: [401, 403],
  },
];

export const helpArea: RegistryArea = {
  seed: async (db) =>
    withActor(db, systemActor, async (tx) => {
      const [category] = await tx
        .insert(helpCategories)
        .values({ name: 'Categoria do harness' })
        .returning({ id: helpCategories.id });
      const [article] = await tx
        .insert(helpArticles)
        .values({
          categoryId: category!.id,
          kind: 'FAQ',
          title: 'Rascunho do harness',
          body: 'Texto do rascunho do harness',
        })
        .returning({ id: helpArticles.id });
      // The draft's text must never reach a company session (only the admin lists show drafts).
      return {
        records: { helpCategoryId: category!.id, helpArticleId: article!.id },
        secrets: ['Texto do rascunho do harness'],
      };
    }),
  cases,
  tenantNeutral: ['GET /api/public/faq', 'GET /api/public/faq/{id}', 'GET /api/help', 'GET /api/help/{id}'],
};
