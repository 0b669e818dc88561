import type { HelpArticle, HelpArticleBody, HelpAudience, HelpKind } from '@honora/contract';
import { paths } from '../../shared/routing/paths';

/**
 * The help article form as it keeps what is typed (decision 056). The body sent follows the
 * kind: a FAQ entry sends its audience and no screen; a HELP article its screen, for signed-in
 * users only (the inputs of the other kind are hidden, not sent).
 */
export interface HelpArticleDraft {
  categoryId: string;
  kind: HelpKind;
  title: string;
  body: string;
  published: boolean;
  audience: HelpAudience;
  screenPath: string;
  position: number | string;
}

export const ARTICLE_FIELDS = [
  'categoryId',
  'kind',
  'title',
  'body',
  'published',
  'audience',
  'screenPath',
  'position',
] as const;

export function newArticleDraft(categoryId: string): HelpArticleDraft {
  return {
    categoryId,
    kind: 'FAQ',
    title: '',
    body: '',
    published: false,
    audience: 'PUBLIC',
    screenPath: '',
    position: 0,
  };
}

export function articleDraftOf(article: HelpArticle): HelpArticleDraft {
  return { ...article, screenPath: article.screenPath ?? '' };
}

export function articleBodyOf(draft: HelpArticleDraft): HelpArticleBody {
  const isHelp = draft.kind === 'HELP';
  return {
    categoryId: draft.categoryId,
    kind: draft.kind,
    title: draft.title,
    body: draft.body,
    published: draft.published,
    audience: isHelp ? 'SIGNED_IN' : draft.audience,
    screenPath: isHelp ? draft.screenPath || null : null,
    position: draft.position === '' ? 0 : Number(draft.position),
  };
}

/** The app's client screens a HELP article may explain (paths.ts), sorted. */
export function clientScreenPaths(): string[] {
  return Object.values(paths)
    .filter((path) => path.startsWith('/client/') && !path.endsWith('/login') && !path.endsWith('/register'))
    .sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
