import { helpArticleBodySchema } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { articleBodyOf, clientScreenPaths, newArticleDraft } from './help-article-draft';

const CATEGORY = '7d0c6b53-1b2f-4c3e-9a55-0a5c1d2e3f40';

describe('articleBodyOf', () => {
  it('sends a FAQ entry with its audience and no screen', () => {
    const draft = { ...newArticleDraft(CATEGORY), title: 'T', body: 'B', screenPath: '/client/events' };
    expect(articleBodyOf(draft)).toMatchObject({ kind: 'FAQ', audience: 'PUBLIC', screenPath: null, position: 0 });
    expect(helpArticleBodySchema.safeParse(articleBodyOf(draft)).success).toBe(true);
  });

  it('sends a HELP article with its screen, for signed-in users only', () => {
    const draft = { ...newArticleDraft(CATEGORY), kind: 'HELP' as const, title: 'T', body: 'B', position: '3' };
    expect(articleBodyOf({ ...draft, screenPath: '/client/events' })).toMatchObject({
      audience: 'SIGNED_IN',
      screenPath: '/client/events',
      position: 3,
    });
    const missing = helpArticleBodySchema.safeParse(articleBodyOf(draft));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['screenPath']);
  });
});

describe('clientScreenPaths', () => {
  it('lists client screens only, each a valid screen path', () => {
    const list = clientScreenPaths();
    expect(list).toContain('/client/events');
    expect(list).toContain('/client/onCallSchedule');
    expect(list.some((p) => p.startsWith('/admin') || p.endsWith('/login'))).toBe(false);
  });
});
