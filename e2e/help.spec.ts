import { fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.help;
const link = screens.navigation.helpLink;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

/** The demo's help of the events list (packages/db/src/seed/demo-help.ts). */
const EVENTS_HELP = 'Como usar a lista de eventos';

test('an administrator writes a public FAQ entry; a visitor finds it on /faq searching without accents', async ({
  page,
  browser,
}) => {
  test.slow(); // two sessions, lazy screens and three axe scans
  const title = `Quanto tempo o convênio tem para responder um recurso de glosa? ${Date.now()}`;
  const answer = 'Em geral, o prazo é o do contrato com o convênio; o Honora mostra o vencimento de cada recurso.';
  await signIn(page, '/admin/Help', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: t.articlesTitle })).toBeVisible();
  await page.getByRole('button', { name: t.newArticle, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newArticle });
  await form.getByRole('textbox', { name: label(t.title) }).fill(title);
  await form.getByRole('textbox', { name: label(t.body) }).fill(answer);
  await form.getByRole('switch', { name: t.published }).check();
  await expectAccessible(page, 'new help article');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByRole('table', { name: t.articlesTitle }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(t.published);
  await expectAccessible(page, '/admin/Help');

  // A visitor without a session: the entry is on /faq, found without accents or case.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR' });
  const anonymous = await visitor.newPage();
  await anonymous.goto('/faq');
  await expect(anonymous.getByRole('heading', { level: 1, name: t.faqTitle })).toBeVisible();
  await anonymous.getByRole('searchbox', { name: t.search }).fill('CONVENIO TEM PARA RESPONDER');
  const question = anonymous.getByRole('button', { name: title });
  await expect(question).toBeVisible();
  await expect(anonymous.getByRole('button', { name: 'O que é o Honora?' })).toHaveCount(0);
  await question.click();
  await expect(anonymous.getByText(answer)).toBeVisible();
  await expect(anonymous.getByRole('link', { name: t.signIn })).toBeVisible();
  await expectAccessible(anonymous, '/faq');

  // Its own page, /faq/{id}.
  await anonymous.getByRole('link', { name: title }).click();
  await expect(anonymous).toHaveURL(/\/faq\/[0-9a-f-]{36}$/);
  await expect(anonymous.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(anonymous, '/faq/{id}');
  await visitor.close();
});

test('a signed-in user opens the help beside the events screen; screens without one show no link', async ({ page }) => {
  await signIn(page, '/client/events');
  const help = page.getByRole('button', { name: fmt(link.buttonLabel, { title: EVENTS_HELP }) });
  await expect(help).toBeVisible();
  await help.click();
  const drawer = page.getByRole('dialog', { name: link.drawerTitle });
  await expect(drawer.getByRole('heading', { name: EVENTS_HELP })).toBeVisible();
  await expectAccessible(page, 'help drawer of /client/events');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // /client/faq: both audiences, searched without accents.
  await page.goto('/client/faq');
  await expect(page.getByRole('heading', { level: 1, name: t.faqTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${escaped(link.button)}:`) })).toHaveCount(0);
  await page.getByRole('searchbox', { name: t.search }).fill('demonstrativo do convenio');
  await expect(page.getByRole('button', { name: 'Como importo o demonstrativo do convênio?' })).toBeVisible();
  await expectAccessible(page, '/client/faq');
});
