import { fmt, messages, type HelpArticle, type HelpCategory, type HelpEntries } from '@honora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, type AdminWorld } from './admin-world';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';

/**
 * The FAQ and help (platform.md §2 admin Help and HelpCategories, client faq, public /faq;
 * decision 056): administrators write categories and articles; the public FAQ shows only
 * published PUBLIC FAQ entries, searched without accents or case; signed-in users read both
 * audiences and a screen's help; a category with articles is not removed; bad input is a 400.
 */
const h = messages.screens.help.errors;
const CATEGORIES = '/api/admin/help-categories';
const ARTICLES = '/api/admin/help-articles';
let w: AdminWorld;
let categoryId: string;
let otherCategoryId: string;
const ids: Record<string, string> = {};

const faq = (title: string, body: string, extra: Record<string, unknown> = {}) => ({
  categoryId,
  kind: 'FAQ',
  title,
  body,
  published: true,
  audience: 'PUBLIC',
  ...extra,
});

const anonymousGet = (url: string) => w.t.app.inject({ method: 'GET', url });
const titlesOf = (entries: HelpEntries) => entries.categories.flatMap((c) => c.items.map((i) => i.title));

beforeAll(async () => {
  w = await createAdminWorld();
  const first = await w.plainAdmin.post(CATEGORIES, { name: 'Glosas e recursos', position: 2 });
  expect(first.statusCode, first.body).toBe(200);
  categoryId = (first.json() as HelpCategory).id;
  otherCategoryId = (
    (await w.plainAdmin.post(CATEGORIES, { name: 'Primeiros passos', position: 1 })).json() as HelpCategory
  ).id;
  const create = async (key: string, body: Record<string, unknown>) => {
    const res = await w.plainAdmin.post(ARTICLES, body);
    expect(res.statusCode, res.body).toBe(200);
    ids[key] = (res.json() as HelpArticle).id;
  };
  await create('glosa', faq('O que é uma glosa?', 'Valor que o convênio não pagou, com o motivo da tabela 38.'));
  await create('lote', faq('Como envio um lote TISS?', 'Feche o lote e gere o XML.', { categoryId: otherCategoryId }));
  await create('draft', faq('Rascunho sobre glosa', 'Ainda não publicado.', { published: false }));
  await create(
    'signedIn',
    faq('Como recorrer de uma glosa?', 'Marque as glosas a recorrer.', { audience: 'SIGNED_IN' }),
  );
  await create('help', {
    categoryId,
    kind: 'HELP',
    title: 'Ajuda da lista de eventos',
    body: 'Filtre e marque eventos.',
    published: true,
    audience: 'SIGNED_IN',
    screenPath: '/client/events',
  });
});
afterAll(() => w.t.close());

describe('the public FAQ', () => {
  it('shows published PUBLIC FAQ entries by category, in the categories order', async () => {
    const res = await anonymousGet('/api/public/faq');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as HelpEntries;
    expect(body.categories.map((c) => c.name)).toEqual(['Primeiros passos', 'Glosas e recursos']);
    expect(titlesOf(body)).toEqual(['Como envio um lote TISS?', 'O que é uma glosa?']);
  });

  it('searches title and body without accents or case', async () => {
    for (const q of ['GLOSA', 'convenio', 'TABELA 38', 'xml']) {
      const body = (await anonymousGet(`/api/public/faq?q=${encodeURIComponent(q)}`)).json() as HelpEntries;
      expect(titlesOf(body).length, q).toBe(1);
    }
    expect(titlesOf((await anonymousGet('/api/public/faq?q=%25')).json() as HelpEntries)).toEqual([]);
    const byCategory = (await anonymousGet(`/api/public/faq?categoryId=${otherCategoryId}&q=`)).json() as HelpEntries;
    expect(titlesOf(byCategory)).toEqual(['Como envio um lote TISS?']);
  });

  it('opens one public entry; drafts, signed-in entries and help articles are not found', async () => {
    const one = await anonymousGet(`/api/public/faq/${ids.glosa}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ title: 'O que é uma glosa?', categoryName: 'Glosas e recursos' });
    for (const key of ['draft', 'signedIn', 'help']) {
      const res = await anonymousGet(`/api/public/faq/${ids[key]}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toMatchObject({ message: h.articleNotFound });
    }
    expect((await anonymousGet(`/api/public/faq/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('the signed-in help', () => {
  it('needs a session', async () => {
    expect((await anonymousGet('/api/help')).statusCode).toBe(401);
  });

  it('shows both audiences, FAQ and HELP, published only', async () => {
    const body = (await w.member.get('/api/help?kind=FAQ')).json() as HelpEntries;
    expect(titlesOf(body).sort()).toEqual([
      'Como envio um lote TISS?',
      'Como recorrer de uma glosa?',
      'O que é uma glosa?',
    ]);
    const search = (await w.member.get('/api/help?q=recorrer')).json() as HelpEntries;
    expect(titlesOf(search)).toEqual(['Como recorrer de uma glosa?']);
    expect((await w.member.get(`/api/help/${ids.signedIn}`)).statusCode).toBe(200);
    expect((await w.member.get(`/api/help/${ids.draft}`)).statusCode).toBe(404);
  });

  it("finds a screen's help by its path, whatever the case", async () => {
    const body = (await w.member.get('/api/help?kind=HELP&screen=/client/Events')).json() as HelpEntries;
    expect(titlesOf(body)).toEqual(['Ajuda da lista de eventos']);
    expect(titlesOf((await w.member.get('/api/help?kind=HELP&screen=/client/batches')).json() as HelpEntries)).toEqual(
      [],
    );
  });
});

describe('the administration', () => {
  // Outside the admin workspace the answer is 401, as for every admin route (the session's workspace may not call it).
  it('is for administrators only', async () => {
    expect((await w.member.get(CATEGORIES)).statusCode).toBe(401);
    expect((await w.member.post(CATEGORIES, { name: 'X' })).statusCode).toBe(401);
    expect((await w.member.post(ARTICLES, faq('X', 'Y'))).statusCode).toBe(401);
    expect((await anonymousGet(ARTICLES)).statusCode).toBe(401);
  });

  it('lists drafts and counts the articles of each category', async () => {
    const articles = (await w.plainAdmin.get(ARTICLES)).json() as { items: HelpArticle[] };
    expect(articles.items.map((a) => a.title)).toContain('Rascunho sobre glosa');
    const categories = (await w.plainAdmin.get(CATEGORIES)).json() as { items: HelpCategory[] };
    expect(categories.items.map((c) => [c.name, c.articleCount])).toEqual([
      ['Primeiros passos', 1],
      ['Glosas e recursos', 4],
    ]);
  });

  it('publishes a draft and refuses a duplicate category name, whatever the accents', async () => {
    const draft = faq('Rascunho sobre glosa', 'Agora publicado.');
    const res = await w.plainAdmin.put(`${ARTICLES}/${ids.draft}`, draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(titlesOf((await anonymousGet('/api/public/faq?q=rascunho')).json() as HelpEntries)).toEqual([
      'Rascunho sobre glosa',
    ]);
    expect(fieldErrors(await w.plainAdmin.post(CATEGORIES, { name: 'GLÓSAS E RECURSOS' })).name).toBe(
      h.duplicateCategory,
    );
  });

  it('refuses removing a category with live articles (409 naming the count), then removes it empty', async () => {
    const refused = await w.plainAdmin.request('DELETE', `${CATEGORIES}/${otherCategoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: fmt(h.categoryInUse, { count: 1 }) });
    expect((await w.plainAdmin.request('DELETE', `${ARTICLES}/${ids.lote}`)).statusCode).toBe(200);
    expect((await w.plainAdmin.request('DELETE', `${ARTICLES}/${ids.lote}`)).statusCode).toBe(404);
    expect((await w.plainAdmin.request('DELETE', `${CATEGORIES}/${otherCategoryId}`)).statusCode).toBe(200);
    expect((await anonymousGet(`/api/public/faq/${ids.lote}`)).statusCode).toBe(404);
    const moved = await w.plainAdmin.put(`${ARTICLES}/${ids.glosa}`, faq('X', 'Y', { categoryId: otherCategoryId }));
    expect(fieldErrors(moved).categoryId).toBe(h.unknownCategory);
  });

  it('refuses the rules of kind, screen and audience field by field', async () => {
    const help = { categoryId, kind: 'HELP', title: 'T', body: 'B', published: true, audience: 'PUBLIC' };
    expect(fieldErrors(await w.plainAdmin.post(ARTICLES, help))).toMatchObject({
      screenPath: h.helpNeedsScreen,
      audience: h.helpNotPublic,
    });
    expect(fieldErrors(await w.plainAdmin.post(ARTICLES, faq('T', 'B', { screenPath: '/client/events' })))).toEqual({
      screenPath: h.faqWithoutScreen,
    });
    expect(
      fieldErrors(await w.plainAdmin.post(ARTICLES, { ...help, audience: 'SIGNED_IN', screenPath: 'javascript:x' })),
    ).toEqual({ screenPath: h.screenPath });
  });
});

describe('bad input is a 400, never a 500', () => {
  it.each([
    ['a NUL byte in the title', faq('a\u0000b', 'B')],
    ['a huge position', faq('T', 'B', { position: 1e300 })],
    ['a fractional position', faq('T', 'B', { position: 1.5 })],
    ['a wrong type of title', faq('T', 'B', { title: 42 })],
    ['a wrong type of published', faq('T', 'B', { published: 'sim' })],
    ['an unknown kind', faq('T', 'B', { kind: 'BLOG' })],
    ['a body over 20,000 characters', faq('T', 'x'.repeat(20_001))],
    ['a category that is not an id', faq('T', 'B', { categoryId: 'x' })],
    ['a missing body', { categoryId, kind: 'FAQ', title: 'T' }],
  ])('%s', async (_, body) => {
    const res = await w.plainAdmin.post(ARTICLES, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('in queries and paths', async () => {
    for (const url of [
      '/api/public/faq?categoryId=nope',
      `/api/public/faq?q=${'a'.repeat(101)}`,
      '/api/public/faq?q=%00',
      '/api/public/faq/not-an-id',
    ]) {
      expect((await anonymousGet(url)).statusCode, url).toBe(400);
    }
    expect((await w.plainAdmin.get('/api/help?kind=BLOG')).statusCode).toBe(400);
    expect((await w.plainAdmin.post(CATEGORIES, { name: 'C', position: 10_000 })).statusCode).toBe(400);
    expect((await w.plainAdmin.post(CATEGORIES, { name: '   ' })).statusCode).toBe(400);
    expect((await w.plainAdmin.put(`${CATEGORIES}/${UNKNOWN_ID}`, { name: 'Nova' })).statusCode).toBe(404);
  });
});
