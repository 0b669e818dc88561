import type { Post, PostBody, PostPlacement } from '@honora/contract';

/** The post editor's fields as typed (decision 058); dates in the datetime-local format. */
export interface PostDraft {
  title: string;
  description: string;
  body: string;
  slug: string;
  published: boolean;
  /** 'YYYY-MM-DDTHH:mm' in the browser's time zone, or ''. */
  publishedAt: string;
  placement: PostPlacement | null;
  authorIds: string[];
  categoryIds: string[];
  imageId: string | null;
  seoTitle: string;
  seoDescription: string;
  seoImageId: string | null;
  canonicalUrl: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the datetime-local input shows it (local time, minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The datetime-local value as an ISO instant with its offset, or '' (then the server dates it). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${value.length === 16 ? `${value}:00` : value}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

export function draftOf(post: Post | null): PostDraft {
  return {
    title: post?.title ?? '',
    description: post?.description ?? '',
    body: post?.body ?? '',
    slug: post?.slug ?? '',
    published: post?.published ?? false,
    publishedAt: toLocalInput(post?.publishedAt ?? null),
    placement: post?.placement ?? null,
    authorIds: post?.authorIds ?? [],
    categoryIds: post?.categoryIds ?? [],
    imageId: post?.imageId ?? null,
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    seoImageId: post?.seoImageId ?? null,
    canonicalUrl: post?.canonicalUrl ?? '',
  };
}

export function bodyOf(draft: PostDraft, confirmSlugChange = false): PostBody {
  return { ...draft, publishedAt: fromLocalInput(draft.publishedAt), confirmSlugChange };
}
