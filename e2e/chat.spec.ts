import { fmt } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { chatErrorMessages as errors } from '@honora/contract/screen-texts/chat-errors';
import { chatWebScreenMessages as w } from '@honora/contract/screen-texts/chat-web';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { DEMO_MATRIZ, DEMO_PASSWORD, DEMO_USERS, fillLogin, screens, signIn } from './support';

// Screens are checked in an en-US browser: dates and texts must not follow the browser's locale.
test.use({ locale: 'en-US' });

const ADMINISTRATOR = 'Ana Administradora';
const ANESTHETIST = 'Bruno Anestesista';

/** A 1×1 PNG (the server checks the bytes, not the name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const talkItem = (page: Page, name: string) => page.getByTestId('chat-talk').filter({ hasText: name });
const openTalkButton = (page: Page, name: string) =>
  talkItem(page, name).getByRole('button', { name: new RegExp(`^${escaped(name)}`) });
const log = (page: Page) => page.getByRole('log');
const composer = (page: Page) => page.getByRole('textbox', { name: t.message, exact: true });
const ownMessage = (page: Page, text: string) =>
  log(page).locator('[data-testid="chat-message"][data-own="true"]').filter({ hasText: text });

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(ownMessage(page, text)).toBeVisible();
  await expect(composer(page)).toHaveValue('');
}

test('two users chat in real time in two browser contexts and see "viewed"', async ({ browser }) => {
  test.slow(); // two sign-ins, a realtime round trip each way, an upload and four axe scans
  const run = Date.now().toString(36);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  await signIn(a, '/client/chat', { as: 'administrator' });
  await signIn(b, '/client/chat', { as: 'anesthetist' });
  await expect(a.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const menu = a.getByRole('navigation', { name: screens.shell.mainNavigation });
  await expect(menu.getByRole('link', { name: screens.navigation.screens.chat })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A user cannot start a talk with themself (platform.md §5, §8).
  const session = (await (await a.request.get('/api/auth/session')).json()) as { session: { user: { id: string } } };
  await a.goto(`/client/chat?with=${session.session.user.id}`);
  await expect(a.getByRole('alert').filter({ hasText: errors.cannotChatWithYourself })).toBeVisible();
  await expect(a).toHaveURL(/\/client\/chat$/);

  // A opens the direct talk with B from the new conversation dialog, and writes.
  await a.getByRole('button', { name: t.newDirect, exact: true }).click();
  const dialog = a.getByRole('dialog', { name: w.newTalkTitle });
  await dialog.getByRole('searchbox', { name: t.searchContacts }).fill('Bruno');
  await expectAccessible(a, 'new talk dialog');
  await dialog.getByRole('button', { name: fmt(w.chatWith, { name: ANESTHETIST }) }).click();
  await expect(dialog).toHaveCount(0);
  await expect(a).toHaveURL(/\/client\/chat\/[0-9a-f-]{36}$/);
  await expect(a.getByRole('heading', { level: 2, name: ANESTHETIST })).toBeVisible();
  await expect(composer(a)).toBeFocused();
  const hello = `Olá, Bruno! Teste ${run}`;
  await send(a, hello);
  await expect(ownMessage(a, hello).getByTestId('chat-message-status')).toHaveText(t.sent);

  // B sees it arrive without reloading: the talk with its unread badge and the last message.
  const fromAna = talkItem(b, ADMINISTRATOR);
  await expect(fromAna).toContainText(hello);
  await expect(fromAna.getByTestId('chat-unread')).toBeVisible();
  const menuB = b.getByRole('navigation', { name: screens.shell.mainNavigation });
  await expect(menuB.getByTestId('unread-chat')).toBeVisible();
  await expectAccessible(b, 'talk list with an unread talk');

  // B opens it: the message is there, and A sees "Visualizada" live.
  await openTalkButton(b, ADMINISTRATOR).click();
  await expect(log(b)).toContainText(hello);
  await expect(fromAna.getByTestId('chat-unread')).toHaveCount(0);
  await expect(menuB.getByTestId('unread-chat')).toHaveCount(0);
  await expect(ownMessage(a, hello).getByTestId('chat-message-status')).toHaveText(t.viewed);

  // B answers on two lines (Shift+Enter); A gets it while the talk is open.
  const answer = `Oi, Ana. Tudo certo ${run}`;
  await composer(b).fill(answer);
  await composer(b).press('Shift+Enter');
  await composer(b).pressSequentially('segunda linha');
  await composer(b).press('Enter');
  await expect(log(a)).toContainText(answer);
  await expect(log(a)).toContainText('segunda linha');
  await expect(ownMessage(b, answer).getByTestId('chat-message-status')).toHaveText(t.viewed);

  // A sends a PNG: a thumbnail on both sides.
  const fileName = `foto-${run}.png`;
  await a.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await expect(log(a).getByRole('img', { name: fileName })).toBeVisible();
  await expect(log(b).getByRole('img', { name: fileName })).toBeVisible();
  await expect
    .poll(() =>
      log(b)
        .getByRole('img', { name: fileName })
        .evaluate((img: { naturalWidth: number }) => img.naturalWidth),
    )
    .toBe(1);
  // A file of another type is refused before sending, with the catalog's message.
  await a
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(a.getByRole('alert').filter({ hasText: errors.fileType })).toBeVisible();
  await expectAccessible(a, 'open talk with an image');

  // Search in the talk: only the matching message, then the whole talk again.
  const search = a.getByRole('searchbox', { name: t.searchMessages });
  await search.fill(`Tudo certo ${run}`);
  await expect(a.getByTestId('chat-search-status')).toHaveText(fmt(w.searchResults, { count: '1' }));
  await expect(log(a).getByTestId('chat-message')).toHaveCount(1);
  await expect(log(a)).toContainText(answer);
  await expectAccessible(a, 'search in a talk');
  await a.getByRole('button', { name: w.clearSearch }).click();
  await expect(log(a)).toContainText(hello);

  // Highlighting is per user: A's star, not B's.
  await a.getByRole('button', { name: fmt(w.highlightTalk, { name: ANESTHETIST }) }).click();
  await expect(a.getByRole('button', { name: fmt(w.unhighlightTalk, { name: ANESTHETIST }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(b.getByRole('button', { name: fmt(w.highlightTalk, { name: ADMINISTRATOR }) })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectAccessible(b, 'open talk');

  await contextA.close();
  await contextB.close();
});

test('a company talks to the support; the support sees the talks by company and answers', async ({ browser }) => {
  test.slow(); // two sign-ins, a realtime round trip each way and two axe scans
  const run = Date.now().toString(36);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const company = await contextA.newPage();
  const support = await contextB.newPage();

  // The company's administrator (rule adm, an attendant) in the company workspace.
  await company.goto('/company/login');
  await fillLogin(company, DEMO_USERS.administrator, DEMO_PASSWORD);
  // One company in that workspace: it is chosen at once.
  await expect(company).toHaveURL(/\/company\/dashboard$/);
  await company
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.chat })
    .click();
  await expect(company).toHaveURL(/\/client\/chat$/);
  await company.getByRole('button', { name: t.talkWithSupport, exact: true }).click();
  await expect(company.getByRole('heading', { level: 2, name: t.supportName })).toBeVisible();
  const question = `Dúvida para o suporte ${run}`;
  await send(company, question);

  // The support (an administrator): the talks by company, the new message in it.
  await signIn(support, '/admin/chat', { as: 'superAdmin' });
  const byCompany = support.getByRole('region', { name: fmt(w.companyGroup, { name: DEMO_MATRIZ }) });
  await expect(byCompany).toContainText(question);
  await openTalkButton(support, DEMO_MATRIZ).click();
  await expect(log(support)).toContainText(question);
  await expect(ownMessage(company, question).getByTestId('chat-message-status')).toHaveText(t.viewed);
  const reply = `Resposta do suporte ${run}`;
  await send(support, reply);
  await expect(log(company)).toContainText(reply);
  await expectAccessible(support, 'support talks by company');
  await expectAccessible(company, 'support talk of the company');

  await contextA.close();
  await contextB.close();
});
