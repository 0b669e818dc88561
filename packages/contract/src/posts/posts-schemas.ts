import { z } from 'zod';
import { messages } from '../i18n';
import { fmt } from '../i18n/format';
import { postsErrorMessages } from '../i18n/screen-texts/posts-errors';
import { optionalText, requiredText } from '../registries/common';

/** Imported from their file directly: in the web the catalog mounts screen texts empty (decision 029). */
const e = postsErrorMessages;
const v = messages.validation;

export const POST_TITLE_MAX = 200;
export const POST_DESCRIPTION_MAX = 500;
/** The sanitized HTML of a post's body (decision 058). */
export const POST_BODY_MAX = 200_000;
export const POST_SLUG_MAX = 120;
export const POST_SEO_TITLE_MAX = 200;
export const POST_SEO_DESCRIPTION_MAX = 300;
export const POST_URL_MAX = 500;
export const POST_LINKS_MAX = 20;
export const POST_CATEGORY_NAME_MAX = 120;
export const POST_PUBLISHER_NAME_MAX = 120;
export const POST_PUBLISHER_BIO_MAX = 2000;
export const POST_SEARCH_MAX = 100;
/** Images of posts and publishers: PNG or JPEG by their bytes, at most 5 MB (platform.md §5). */
export const POST_FILE_MB = 5;
export const POST_FILE_BODY_LIMIT = Math.ceil((POST_FILE_MB * 1024 * 1024 * 4) / 3) + 64 * 1024;
/** The public page a post may be instead of a blog entry (decision 058). */
export const POST_PLACEMENTS = ['ABOUT_US', 'OLD_HOME'] as const;
export type PostPlacement = (typeof POST_PLACEMENTS)[number];
/** Where a file is kept: the spec's "folder" of a document upload (platform.md §5). */
export const POST_FILE_FOLDERS = ['posts', 'publishers'] as const;
export type PostFileFolder = (typeof POST_FILE_FOLDERS)[number];
/** A slug: lower-case ASCII words joined by hyphens (the database checks the same pattern). */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The public address of a stored image; the only image source a post's body may use. */
export const POST_FILE_PATH = '/api/public/post-files/';

export const postSlugSchema = z
  .string({ error: e.slugRequired })
  .trim()
  .min(1, e.slugRequired)
  .max(POST_SLUG_MAX, fmt(v.maxLength, { max: POST_SLUG_MAX }))
  .regex(POST_SLUG_PATTERN, e.slugPattern);

const optionalId = (message: string) =>
  z
    .uuid({ error: message })
    .or(z.literal(''))
    .nullish()
    .transform((s) => (s ? s : null));

const idList = (message: string) =>
  z
    .array(z.uuid({ error: message }), { error: message })
    .max(POST_LINKS_MAX, fmt(e.tooMany, { max: POST_LINKS_MAX }))
    .default([])
    .transform((ids) => [...new Set(ids)]);

const httpUrl = z
  .string({ error: e.canonicalUrl })
  .trim()
  .max(POST_URL_MAX, fmt(v.maxLength, { max: POST_URL_MAX }))
  .regex(/^https?:\/\/[^\s<>"]+$/i, e.canonicalUrl)
  .or(z.literal(''))
  .nullish()
  .transform((s) => (s ? s : null));

/** A post as an administrator writes it (platform.md §3 Post; decision 058). */
export const postBodySchema = z.object({
  title: requiredText(POST_TITLE_MAX),
  description: optionalText(POST_DESCRIPTION_MAX),
  /** HTML from the editor; the server sanitizes it before storing (decision 058). */
  body: z
    .string({ error: v.required })
    .max(POST_BODY_MAX, fmt(v.maxLength, { max: POST_BODY_MAX }))
    .default(''),
  slug: postSlugSchema,
  published: z.boolean({ error: e.published }).default(false),
  /** The publication date; a future one schedules the post. Absent on a published post: now. */
  publishedAt: z.iso
    .datetime({ offset: true, error: e.publishedAt })
    .or(z.literal(''))
    .nullish()
    .transform((s) => (s ? s : null)),
  placement: z
    .enum(POST_PLACEMENTS, { error: e.placement })
    .or(z.literal(''))
    .nullish()
    .transform((s) => (s ? s : null)),
  authorIds: idList(e.unknownPublisher),
  categoryIds: idList(e.unknownCategory),
  imageId: optionalId(e.unknownFile),
  seoTitle: optionalText(POST_SEO_TITLE_MAX),
  seoDescription: optionalText(POST_SEO_DESCRIPTION_MAX),
  seoImageId: optionalId(e.unknownFile),
  canonicalUrl: httpUrl,
  /** Changing the slug of a published post must be confirmed (platform.md §5). */
  confirmSlugChange: z.boolean().default(false),
});
export type PostBody = z.input<typeof postBodySchema>;
export type PostInput = z.output<typeof postBodySchema>;

export const postSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  body: z.string(),
  slug: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  placement: z.enum(POST_PLACEMENTS).nullable(),
  authorIds: z.array(z.uuid()),
  categoryIds: z.array(z.uuid()),
  imageId: z.uuid().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoImageId: z.uuid().nullable(),
  canonicalUrl: z.string().nullable(),
  /** Where readers find it: /post/<slug>, /aboutUs or /oldHome. */
  publicPath: z.string(),
  /** Published and its date reached: readers see it now. */
  isPublic: z.boolean(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;
export const postListSchema = z.object({ items: z.array(postSchema.omit({ body: true })) });
export type PostSummary = z.infer<typeof postListSchema>['items'][number];

export const adminPostQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(POST_SEARCH_MAX)
    .optional()
    .transform((s) => (s ? s : undefined)),
  categoryId: z.uuid({ error: v.invalidId }).optional(),
});

export const postCategoryBodySchema = z.object({
  name: requiredText(POST_CATEGORY_NAME_MAX),
  slug: postSlugSchema,
});
export type PostCategoryBody = z.input<typeof postCategoryBodySchema>;
export type PostCategoryInput = z.output<typeof postCategoryBodySchema>;
export const postCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  postCount: z.number().int(),
});
export type PostCategory = z.infer<typeof postCategorySchema>;
export const postCategoryListSchema = z.object({ items: z.array(postCategorySchema) });

export const postPublisherBodySchema = z.object({
  name: requiredText(POST_PUBLISHER_NAME_MAX),
  bio: optionalText(POST_PUBLISHER_BIO_MAX),
  photoId: optionalId(e.unknownFile),
});
export type PostPublisherBody = z.input<typeof postPublisherBodySchema>;
export type PostPublisherInput = z.output<typeof postPublisherBodySchema>;
export const postPublisherSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  bio: z.string().nullable(),
  photoId: z.uuid().nullable(),
  postCount: z.number().int(),
});
export type PostPublisher = z.infer<typeof postPublisherSchema>;
export const postPublisherListSchema = z.object({ items: z.array(postPublisherSchema) });

/** An upload (platform.md §5: an allowed type and a folder). Both refused field by field. */
export const postFileBodySchema = z.object({
  folder: z.enum(POST_FILE_FOLDERS, { error: e.folderRequired }),
  fileName: requiredText(200),
  /** The file, base64 (PNG or JPEG by its bytes; at most 5 MB). */
  content: z.string({ error: v.required }).min(1, v.required),
});
export const postFileSchema = z.object({
  id: z.uuid(),
  folder: z.enum(POST_FILE_FOLDERS),
  fileName: z.string(),
  mime: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
  /** The public address (used in a post's body and on the public pages). */
  url: z.string(),
});
export type PostFile = z.infer<typeof postFileSchema>;
