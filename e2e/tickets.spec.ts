import { fmt } from '@honora/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

/**
 * Support tickets (platform.md §2 /admin/inbox, /admin/newTicket; decision 065): a visitor's
 * contact message becomes a ticket that an administrator answers (the answer is in the outbox),
 * and a company user opens a ticket from "Suporte" and reads the administrator's reply. Browsers
 * in English, at 1280 px.
 */
const t = screens.tickets;
const c = screens.contact;

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

async function freshPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

/** Opens the ticket with this subject from the "Chamados" tab of /admin/inbox. */
async function openTicket(page: Page, subject: string): Promise<void> {
  await page.goto('/admin/inbox');
  await expect(page.getByRole('tab', { name: t.ticketsTab })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: t.search }).fill(subject);
  const row = page.getByRole('table', { name: t.tableLabel }).getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(escaped(subject)) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escaped(subject)) })).toBeVisible();
}

async function reply(page: Page, text: string): Promise<void> {
  const form = page.getByRole('form', { name: t.reply });
  await form.getByRole('textbox', { name: new RegExp(escaped(t.replyLabel)) }).fill(text);
  await form.getByRole('button', { name: t.sendReply }).click();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test("a visitor's contact message becomes a ticket that an admin answers", async ({ page, browser }) => {
  test.slow(); // two sessions, lazy screens and several axe scans
  const subject = `Dúvida sobre lotes ${Date.now()}`;
  await page.goto('/ping.json');
  const visitor = await freshPage(browser, new URL(page.url()).origin);
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: c.title });
  await form.getByRole('textbox', { name: label(c.name) }).fill('Rita Visitante');
  await form.getByRole('textbox', { name: label(c.email) }).fill('rita@visitante.dev');
  await form.getByRole('textbox', { name: label(c.subject) }).fill(subject);
  await form.getByRole('textbox', { name: label(c.message) }).fill('Como envio um lote?');
  await form.getByRole('button', { name: c.send }).click();
  await expect(visitor.getByText(fmt(c.sent, { email: 'rita@visitante.dev' }))).toBeVisible();
  await visitor.context().close();

  await signIn(page, '/admin/inbox', { as: 'superAdmin' });
  await expectAccessible(page, '/admin/inbox tickets');
  await openTicket(page, subject);
  await expect(page.getByText('Como envio um lote?')).toBeVisible();
  await reply(page, 'Pelo menu Lotes, botão Novo lote.');
  await expect(page.getByText(t.statuses.waitingCustomer).first()).toBeVisible();
  const note = page.getByRole('form', { name: t.internalNote });
  await note.getByRole('textbox', { name: new RegExp(escaped(t.noteLabel)) }).fill('Visitante sem conta ainda.');
  await note.getByRole('button', { name: t.addNote }).click();
  await expect(page.getByText('Visitante sem conta ainda.', { exact: true })).toBeVisible();
  await expectAccessible(page, '/admin/inbox ticket');

  // The answer went out through the outbox: its own tab shows the e-mail to the visitor.
  await page.getByRole('link', { name: t.back }).click();
  await page.getByRole('tab', { name: t.outboxTab }).click();
  await page.getByRole('searchbox', { name: screens.inbox.searchLabel }).fill('rita@visitante.dev');
  await expect(
    page.getByRole('table', { name: screens.inbox.tableLabel }).getByRole('row').filter({ hasText: subject }),
  ).toHaveCount(1);
  await expectAccessible(page, '/admin/inbox outbox');
});

test('a company user opens a ticket from Suporte and reads the admin reply', async ({ page, browser }) => {
  test.slow();
  const subject = `Glosa sem motivo ${Date.now()}`;
  await signIn(page, '/client/support', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 1, name: t.supportTitle })).toBeVisible();
  await expectAccessible(page, '/client/support');
  const open = page.getByRole('form', { name: t.openTicket });
  await open.getByRole('textbox', { name: label(t.subject) }).fill(subject);
  await open.getByRole('textbox', { name: label(t.message) }).fill('A guia voltou glosada.');
  await open.getByRole('button', { name: t.openTicket }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escaped(subject)) })).toBeVisible();

  const admin = await freshPage(browser, new URL(page.url()).origin);
  await signIn(admin, '/admin/inbox', { as: 'superAdmin' });
  await openTicket(admin, subject);
  await reply(admin, 'Reenviamos a guia ao convênio.');
  await admin.context().close();

  await page.reload();
  await expect(page.getByText('Reenviamos a guia ao convênio.')).toBeVisible();
  await expect(page.getByText(t.statuses.waitingCustomer)).toBeVisible();
  await expectAccessible(page, '/client/support ticket');
  const answer = page.getByRole('form', { name: t.reply });
  await answer.getByRole('textbox', { name: t.message }).fill('Obrigado!');
  await answer.getByRole('button', { name: t.sendMessage }).click();
  await expect(page.getByText(t.statuses.open)).toBeVisible();
});
