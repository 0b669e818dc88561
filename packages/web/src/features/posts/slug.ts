import { POST_SLUG_MAX } from '@honora/contract';

/** A slug suggested from a title: lower case, no accents, words joined by hyphens (decision 058). */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_SLUG_MAX)
    .replace(/-+$/, '');
}
