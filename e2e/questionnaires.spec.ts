import { fmt, type Form } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { DEMO_MATRIZ, screens, signIn } from './support';

const t = screens.questionnaires;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

interface BrowserClipboard {
  navigator: { clipboard: { readText(): Promise<string> } };
}

/** A form of the demo matriz, made by its administrator through the API (decision 057). */
async function demoForm(page: Page, stamp: number): Promise<Form> {
  await signIn(page, '/client/Forms', { as: 'administrator' });
  const session = (await (await page.request.get('/api/auth/session')).json()) as { session: { csrfToken: string } };
  const created = await page.request.post('/api/forms', {
    headers: { 'x-csrf-token': session.session.csrfToken },
    data: {
      title: `Satisfação ${stamp}`,
      slug: `satisfacao-${stamp}`,
      sections: [
        {
          id: 's1',
          questions: [
            { id: 'q1', type: 'text', label: 'Seu nome', required: true },
            { id: 'q2', type: 'radio', label: 'Como foi o atendimento?', options: ['Bom', 'Ruim'] },
          ],
        },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as Form;
}

test('the administrator sends a questionnaire to two addresses; one answers by its personal link; the other is reminded', async ({
  page,
  browser,
}) => {
  test.slow(); // three browser contexts, lazy screens and several axe scans
  const stamp = Date.now();
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const company = await browser.newContext({ baseURL: origin });
  const form = await demoForm(await company.newPage(), stamp);
  await company.close();

  const title = `Pesquisa de atendimento ${stamp}`;
  const [first, second] = [`ana.${stamp}@exemplo.com.br`, `bruno.${stamp}@exemplo.com.br`];
  await signIn(page, '/admin/quiz', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByRole('button', { name: t.newQuestionnaire, exact: true }).click();
  const dialog = page.getByRole('form', { name: t.newQuestionnaire });
  const companySelect = dialog.getByRole('combobox', { name: label(t.company) });
  await companySelect.click();
  await companySelect.fill('Cooperativa Demo');
  await page.getByRole('option', { name: DEMO_MATRIZ, exact: true }).click();
  await dialog.getByRole('combobox', { name: label(t.form) }).selectOption({ label: form.title });
  await dialog.getByRole('textbox', { name: label(t.questionnaireTitle) }).fill(title);
  await dialog.getByRole('textbox', { name: t.message }).fill('Conte como foi o seu atendimento.');
  const emails = dialog.getByRole('textbox', { name: label(t.emails) });
  // The addresses are counted and checked as they are typed.
  await emails.fill(`${first}; nope`);
  await expect(dialog.getByText(fmt(t.errors.emailsInvalid, { list: 'nope' }))).toBeVisible();
  await emails.fill(`${first.toUpperCase()}\n${second}, ${first}`);
  await expect(dialog.getByText(fmt(t.emailsCount, { count: 2 }), { exact: false })).toBeVisible();
  await expectAccessible(page, 'new questionnaire');
  await dialog.getByRole('button', { name: t.create }).click();

  // The questionnaire's page: two invitations, nobody answered yet.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quiz\/[0-9a-f-]{36}$/);
  const invitations = page.getByRole('table', { name: t.invitations });
  await expect(invitations.getByRole('row')).toHaveCount(3);
  await expect(page.getByText(fmt(t.answeredOf, { answered: 0, invited: 2 }))).toBeVisible();
  await expectAccessible(page, '/admin/quiz/{id}');

  // The first address's personal link, copied from its row.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await invitations.getByRole('button', { name: fmt(t.copyLinkLabel, { email: first }) }).click();
  await expect(page.getByText(t.linkCopied)).toBeVisible();
  const link = new URL(
    await page.evaluate(() => (globalThis as unknown as BrowserClipboard).navigator.clipboard.readText()),
  );
  expect(link.pathname).toBe(`/quest/${encodeURIComponent(first)}`);

  // Opened without login in a browser whose language is English (dates still pt-BR).
  const visitor = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${link.pathname}${link.search}`);
  await expect(anonymous.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(anonymous.getByText(fmt(t.answeringAs, { email: first }))).toBeVisible();
  await expect(anonymous.getByText('Conte como foi o seu atendimento.')).toBeVisible();
  await anonymous.getByRole('button', { name: t.submit }).click();
  await expect(anonymous.getByRole('alert')).toContainText(screens.forms.errors.requiredNotFilled);
  await anonymous.getByRole('textbox', { name: label('Seu nome') }).fill('Ana');
  // Checked again as typed: the fixed answer loses its message.
  await expect(anonymous.getByRole('alert')).toHaveCount(0);
  await anonymous.getByRole('radio', { name: 'Bom' }).check();
  await expectAccessible(anonymous, '/quest/{email}');
  await anonymous.getByRole('button', { name: t.submit }).click();
  await expect(anonymous.getByText(t.thanks)).toBeVisible();
  // The same link again: already answered, no questions.
  await anonymous.reload();
  await expect(anonymous.getByText(t.alreadyAnswered)).toBeVisible();
  await expect(anonymous.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(anonymous.getByRole('button', { name: t.submit })).toHaveCount(0);
  // A wrong token says the link is not valid.
  await anonymous.goto(`${link.pathname}?t=${'x'.repeat(43)}`);
  await expect(anonymous.getByRole('alert')).toHaveText(t.errors.linkInvalid);
  await visitor.close();

  // Back as administrator: one of two answered; the reminder goes to the other one only.
  await page.reload();
  await expect(page.getByText(fmt(t.answeredOf, { answered: 1, invited: 2 }))).toBeVisible();
  await expect(invitations.getByRole('row').filter({ hasText: first })).not.toContainText(t.pending);
  await expect(invitations.getByRole('row').filter({ hasText: second })).toContainText(t.pending);
  await page.getByRole('combobox', { name: t.filter }).selectOption('answered');
  await expect(invitations.getByRole('row')).toHaveCount(2);
  await expect(invitations).toContainText(first);
  await page.getByRole('combobox', { name: t.filter }).selectOption('all');
  await page.getByRole('button', { name: t.remindPending, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: fmt(t.reminded, { sent: 1, skipped: 0 }) })).toBeVisible();
  await expect(invitations.getByRole('row').filter({ hasText: second })).toContainText('(1×)');
  await expect(invitations.getByRole('button', { name: fmt(t.removeInvitationLabel, { email: first }) })).toHaveCount(
    0,
  );

  // A deadline typed DD/MM/AAAA in local time (this browser's is São Paulo's); closed, then reopened.
  await page.getByRole('button', { name: t.edit, exact: true }).click();
  const edit = page.getByRole('form', { name: t.editTitle });
  await edit.getByLabel(t.deadlineDate).fill('10/03/2030');
  await edit.getByLabel(t.deadlineTime).fill('14:30');
  await edit.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('region', { name: t.details })).toContainText('10/03/2030 14:30');
  await page.getByRole('button', { name: t.close, exact: true }).click();
  await expect(page.getByText(t.acceptances.closed, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.reopen, exact: true }).click();
  await expect(page.getByText(t.acceptances.open, { exact: true })).toBeVisible();

  // The list: "1 de 2", open.
  await page.getByRole('link', { name: t.back }).click();
  const row = page.getByRole('table', { name: t.title }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(fmt(t.answeredOf, { answered: 1, invited: 2 }));
  await expect(row).toContainText(t.acceptances.open);
  await expectAccessible(page, '/admin/quiz');
});
