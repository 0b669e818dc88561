import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.posts;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

/** A real 2×2 PNG (the server checks the bytes; the browser shows it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('an administrator publishes a post with an image; a reader without JavaScript finds it on /blog', async ({
  page,
  browser,
}) => {
  test.slow(); // lazy editor, an upload, two contexts and several axe scans
  const stamp = Date.now();
  const title = `Prazo de recurso de glosa ${stamp}`;
  const slug = `prazo-de-recurso-de-glosa-${stamp}`;
  const text = 'Cada operadora tem o seu prazo para recorrer; o Honora mostra o vencimento de cada recurso.';

  await signIn(page, '/admin/Posts', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: t.postsTitle })).toBeVisible();
  await expectAccessible(page, '/admin/Posts');
  await page.getByRole('button', { name: t.newPost, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/Posts\/new$/);
  const form = page.getByRole('form', { name: t.newPost });
  await form.getByRole('textbox', { name: label(t.title) }).fill(title);
  await expect(form.getByRole('textbox', { name: label(t.slug) })).toHaveValue(slug);
  await form.getByRole('textbox', { name: label(t.description) }).fill('Quanto tempo há para recorrer de uma glosa.');
  const editor = form.getByRole('textbox', { name: t.editorLabel });
  await editor.click();
  await editor.pressSequentially(text);
  // The cover image: the second file field (the first inserts an image in the text).
  await form
    .locator('input[type="file"]')
    .nth(1)
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: t.image })).toBeVisible();
  await form.getByRole('switch', { name: t.published }).check();
  await expectAccessible(page, '/admin/Posts/new');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/Posts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('form', { name: t.editPost })).toBeVisible();

  // The lists of categories and authors.
  for (const [path, heading] of [
    ['/admin/PostsCategories', t.categoriesTitle],
    ['/admin/PostsPublishers', t.publishersTitle],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  }

  // A reader with JavaScript off: the server's pages are complete.
  const origin = new URL(page.url()).origin;
  const reader = await browser.newContext({ baseURL: origin, locale: 'pt-BR', javaScriptEnabled: false });
  const anonymous = await reader.newPage();
  await anonymous.goto('/blog');
  await expect(anonymous.getByRole('heading', { level: 1, name: t.public.blogTitle })).toBeVisible();
  await anonymous.getByRole('link', { name: title }).click();
  await expect(anonymous).toHaveURL(new RegExp(`/post/${slug}$`));
  await expect(anonymous.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(anonymous.getByText(text)).toBeVisible();
  const cover = anonymous.locator('img.cover');
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: { naturalWidth: number }) => img.naturalWidth).catch(() => 2)).toBe(2);
  await expect(anonymous.getByRole('link', { name: t.public.signIn })).toBeVisible();
  await anonymous.goto('/aboutUs');
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Sobre o Honora' })).toBeVisible();
  await reader.close();

  // The same pages, scanned by axe (which needs JavaScript in the page).
  const scanner = await browser.newContext({ baseURL: origin, locale: 'pt-BR' });
  const scanned = await scanner.newPage();
  for (const path of ['/blog', `/post/${slug}`, '/aboutUs']) {
    await scanned.goto(path);
    await expectAccessible(scanned, path);
  }
  await scanner.close();
});
