import { fmt, type Form } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.forms;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

test('the administrator builds a form, publishes it; a visitor answers it without login; the response and its summary show', async ({
  page,
  browser,
}) => {
  test.slow(); // two browser contexts, lazy screens and several axe scans
  const title = `Pesquisa pós-anestésica ${Date.now()}`;
  const slug = `pesquisa-${Date.now()}`;
  await signIn(page, '/client/Forms', { as: 'administrator' });
  await expect(page.getByRole('heading', { level: 1, name: t.formsTitle })).toBeVisible();
  await page.getByRole('button', { name: t.newForm, exact: true }).click();
  const form = page.getByRole('form', { name: t.newForm });
  await form.getByRole('textbox', { name: label(t.title) }).fill(title);
  await form.getByRole('textbox', { name: label(t.slug) }).fill(slug);

  // Three question types: a required short text, a multiple choice and a number from 0 to 10.
  const question = (n: number) => form.getByRole('group', { name: fmt(t.question, { n }) });
  await question(1)
    .getByRole('textbox', { name: label(`${fmt(t.question, { n: 1 })} — ${t.questionLabel}`) })
    .fill('Seu nome');
  await question(1).getByRole('checkbox', { name: t.required }).check();
  await form.getByRole('button', { name: fmt(t.addQuestionLabel, { n: 1 }) }).click();
  await question(2)
    .getByRole('textbox', { name: label(`${fmt(t.question, { n: 2 })} — ${t.questionLabel}`) })
    .fill('Como foi a recuperação?');
  await question(2).getByRole('combobox', { name: t.questionType }).selectOption('radio');
  await question(2).getByRole('textbox', { name: t.options }).fill('Boa\nRegular\nRuim');
  await form.getByRole('button', { name: fmt(t.addQuestionLabel, { n: 1 }) }).click();
  await question(3)
    .getByRole('textbox', { name: label(`${fmt(t.question, { n: 3 })} — ${t.questionLabel}`) })
    .fill('Nota da equipe');
  await question(3).getByRole('combobox', { name: t.questionType }).selectOption('number');
  await expectAccessible(page, 'form builder');
  await form.getByRole('button', { name: t.save, exact: true }).click();

  const row = page.getByRole('table', { name: t.formsTitle }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(t.statuses.unpublished);
  await row.getByRole('button', { name: fmt(t.actionLabel, { action: t.actions.publish, title }) }).click();
  await expect(row).toContainText(t.statuses.open);
  await expect(row.getByRole('button', { name: fmt(t.copyLinkLabel, { title }) })).toBeVisible();
  await expectAccessible(page, '/client/Forms');

  // The public link, /response/{companyId}/{slug}, in a fresh context without a session.
  const listed = (await (await page.request.get('/api/forms')).json()) as { items: Form[] };
  const saved = listed.items.find((f) => f.slug === slug)!;
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR' });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/response/${saved.companyId}/${slug}`);
  await expect(anonymous.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The required question is asked for before anything is sent.
  await anonymous.getByRole('button', { name: t.submit }).click();
  await expect(anonymous.getByRole('alert')).toContainText(screens.forms.errors.requiredNotFilled);
  await anonymous.getByRole('textbox', { name: label('Seu nome') }).fill('<b>Maria</b>');
  await anonymous.getByRole('radio', { name: 'Boa' }).check();
  await anonymous.getByRole('textbox', { name: 'Nota da equipe' }).fill('9,5');
  await expectAccessible(anonymous, '/response/{companyId}/{slug}');
  await anonymous.getByRole('button', { name: t.submit }).click();
  await expect(anonymous.getByText(t.submitted)).toBeVisible();
  await visitor.close();

  // The response (its markup shown as text) and the summary.
  await page.goto('/client/FormsResponses');
  await page.getByRole('combobox', { name: t.form }).selectOption({ label: title });
  const responses = page.getByRole('table', { name: t.tabResponses });
  await expect(responses.getByRole('row').filter({ hasText: '<b>Maria</b>' })).toHaveCount(1);
  await expectAccessible(page, '/client/FormsResponses');
  await page.getByRole('tab', { name: t.tabSummary }).click();
  await expect(page.getByText(fmt(t.average, { value: '9,5' }), { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Como foi a recuperação?' })).toBeVisible();
  await expectAccessible(page, 'responses summary');
});
