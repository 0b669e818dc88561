import { z } from 'zod';
import { messages } from '../i18n';
import { helpErrorMessages } from '../i18n/screen-texts/help-errors';
import { defineRoute } from '../route';
import { registryIdParamsSchema, requiredText } from '../registries/common';

/** Imported from their file directly: in the web the catalog mounts screen texts empty (decision 029). */
const e = helpErrorMessages;
const v = messages.validation;

export const HELP_KINDS = ['FAQ', 'HELP'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];
export const HELP_AUDIENCES = ['PUBLIC', 'SIGNED_IN'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];
export const HELP_CATEGORY_NAME_MAX = 120;
export const HELP_TITLE_MAX = 200;
export const HELP_BODY_MAX = 20_000;
export const HELP_POSITION_MAX = 9999;
export const HELP_SEARCH_MAX = 100;
/** An app route the help explains: '/client/events' (the database checks the same pattern). */
export const HELP_SCREEN_PATH_PATTERN = /^\/[A-Za-z0-9_/-]{1,120}$/;

const positionSchema = z
  .number({ error: e.position })
  .int(e.position)
  .min(0, e.position)
  .max(HELP_POSITION_MAX, e.position)
  .default(0);

/** A query text: trimmed, blank → absent. */
const optionalQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s ? s : undefined));

/** An optional id in a query (a blank one is refused, as the OpenAPI document says). */
const optionalQueryId = z.uuid({ error: v.invalidId }).optional();

// ---------------------------------------------------------------- categories

export const helpCategoryBodySchema = z.object({
  name: requiredText(HELP_CATEGORY_NAME_MAX),
  position: positionSchema,
});
export type HelpCategoryBody = z.input<typeof helpCategoryBodySchema>;
export type HelpCategoryInput = z.output<typeof helpCategoryBodySchema>;

export const helpCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  /** Live articles (drafts included): a category with any cannot be deleted. */
  articleCount: z.number().int(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;
export const helpCategoryListSchema = z.object({ items: z.array(helpCategorySchema) });

// ---------------------------------------------------------------- articles

/**
 * An article's body (decision 056): a FAQ entry has no screen; a HELP article explains one
 * screen (its path) and is for signed-in users only. Refused field by field.
 */
export const helpArticleBodySchema = z
  .object({
    categoryId: z.uuid({ error: e.unknownCategory }),
    kind: z.enum(HELP_KINDS, { error: e.kind }),
    title: requiredText(HELP_TITLE_MAX),
    body: requiredText(HELP_BODY_MAX),
    published: z.boolean({ error: e.published }).default(false),
    audience: z.enum(HELP_AUDIENCES, { error: e.audience }).default('SIGNED_IN'),
    screenPath: z
      .string({ error: e.screenPath })
      .trim()
      .regex(HELP_SCREEN_PATH_PATTERN, e.screenPath)
      .or(z.literal(''))
      .nullish()
      .transform((s) => (s ? s : null)),
    position: positionSchema,
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'HELP') {
      if (b.screenPath === null) ctx.addIssue({ code: 'custom', path: ['screenPath'], message: e.helpNeedsScreen });
      if (b.audience === 'PUBLIC') ctx.addIssue({ code: 'custom', path: ['audience'], message: e.helpNotPublic });
    } else if (b.screenPath !== null) {
      ctx.addIssue({ code: 'custom', path: ['screenPath'], message: e.faqWithoutScreen });
    }
  });
export type HelpArticleBody = z.input<typeof helpArticleBodySchema>;
export type HelpArticleInput = z.output<typeof helpArticleBodySchema>;

/** An article as the administrators see it (drafts included). */
export const helpArticleSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  kind: z.enum(HELP_KINDS),
  title: z.string(),
  body: z.string(),
  published: z.boolean(),
  audience: z.enum(HELP_AUDIENCES),
  screenPath: z.string().nullable(),
  position: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpArticleListSchema = z.object({ items: z.array(helpArticleSchema) });

export const adminHelpArticleQuerySchema = z.object({
  q: optionalQueryText(HELP_SEARCH_MAX),
  categoryId: optionalQueryId,
  kind: z.enum(HELP_KINDS, { error: e.kind }).optional(),
});

// ---------------------------------------------------------------- reading (public and signed in)

/** A published entry as readers see it. */
export const helpEntrySchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  kind: z.enum(HELP_KINDS),
  title: z.string(),
  body: z.string(),
  screenPath: z.string().nullable(),
});
export type HelpEntry = z.infer<typeof helpEntrySchema>;

/** Published entries by category, categories and entries in their order. */
export const helpEntriesSchema = z.object({
  categories: z.array(
    z.object({ id: z.uuid(), name: z.string(), position: z.number().int(), items: z.array(helpEntrySchema) }),
  ),
});
export type HelpEntries = z.infer<typeof helpEntriesSchema>;

export const publicFaqQuerySchema = z.object({
  q: optionalQueryText(HELP_SEARCH_MAX),
  categoryId: optionalQueryId,
});

export const helpQuerySchema = z.object({
  q: optionalQueryText(HELP_SEARCH_MAX),
  kind: z.enum(HELP_KINDS, { error: e.kind }).optional(),
  /** The screen's path: the help articles of that screen. */
  screen: optionalQueryText(200),
});

const tags = ['help'];
const params = registryIdParamsSchema;
const ok = z.object({ ok: z.literal(true) });

/** platform.md §2 public /faq/{id?} and client faq; the signed-in help beside the screens (decision 056). */
export const helpRoutes = {
  publicFaq: defineRoute({
    method: 'GET',
    path: '/api/public/faq',
    summary: 'Perguntas frequentes públicas e publicadas, por categoria (busca sem acentos)',
    tags,
    querystring: publicFaqQuerySchema,
    response: helpEntriesSchema,
    isPublic: true,
  }),
  publicFaqEntry: defineRoute({
    method: 'GET',
    path: '/api/public/faq/:id',
    summary: 'Uma pergunta frequente pública e publicada',
    tags,
    params,
    response: helpEntrySchema,
    isPublic: true,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/help',
    summary: 'Perguntas frequentes e ajudas publicadas para usuários com login (por tipo, tela ou busca)',
    tags,
    querystring: helpQuerySchema,
    response: helpEntriesSchema,
  }),
  entry: defineRoute({
    method: 'GET',
    path: '/api/help/:id',
    summary: 'Uma pergunta frequente ou ajuda publicada',
    tags,
    params,
    response: helpEntrySchema,
  }),
} as const;

/** /admin/HelpCategories and /admin/Help (platform.md §2): module admin, read and write. */
export const adminHelpRoutes = {
  categories: defineRoute({
    method: 'GET',
    path: '/api/admin/help-categories',
    summary: 'Categorias da ajuda, com o número de artigos',
    tags,
    response: helpCategoryListSchema,
  }),
  createCategory: defineRoute({
    method: 'POST',
    path: '/api/admin/help-categories',
    summary: 'Cadastrar uma categoria da ajuda',
    tags,
    body: helpCategoryBodySchema,
    response: helpCategorySchema,
  }),
  updateCategory: defineRoute({
    method: 'PUT',
    path: '/api/admin/help-categories/:id',
    summary: 'Alterar uma categoria da ajuda',
    tags,
    params,
    body: helpCategoryBodySchema,
    response: helpCategorySchema,
  }),
  removeCategory: defineRoute({
    method: 'DELETE',
    path: '/api/admin/help-categories/:id',
    summary: 'Excluir uma categoria sem artigos',
    tags,
    params,
    response: ok,
  }),
  articles: defineRoute({
    method: 'GET',
    path: '/api/admin/help-articles',
    summary: 'Perguntas frequentes e ajudas, com os rascunhos',
    tags,
    querystring: adminHelpArticleQuerySchema,
    response: helpArticleListSchema,
  }),
  createArticle: defineRoute({
    method: 'POST',
    path: '/api/admin/help-articles',
    summary: 'Cadastrar uma pergunta frequente ou ajuda',
    tags,
    body: helpArticleBodySchema,
    response: helpArticleSchema,
  }),
  updateArticle: defineRoute({
    method: 'PUT',
    path: '/api/admin/help-articles/:id',
    summary: 'Alterar uma pergunta frequente ou ajuda',
    tags,
    params,
    body: helpArticleBodySchema,
    response: helpArticleSchema,
  }),
  removeArticle: defineRoute({
    method: 'DELETE',
    path: '/api/admin/help-articles/:id',
    summary: 'Excluir uma pergunta frequente ou ajuda',
    tags,
    params,
    response: ok,
  }),
} as const;
