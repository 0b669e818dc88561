import { fmt } from '@honora/contract';
import { brazilDate, formatDate } from '@honora/domain';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.contracts;
const p = t.periods;

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** 'YYYY-MM' of the month `ahead` months after this one in São Paulo. */
function monthAhead(ahead: number): string {
  const [year, month] = brazilDate(new Date()).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month 'YYYY-MM'. */
function lastDay(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);
const money = (text: string) => `R$\u00a0${text}`;

/** A hospital the contract may name: the demo company's first active one. */
async function demoHospital(page: Page): Promise<string> {
  const list = await json<{ counterparts: { hospitals: { name: string }[] } }>(
    await page.request.get('/api/contracts', { params: { pageSize: '1' } }),
  );
  expect(list.counterparts.hospitals.length, 'the demo has a hospital').toBeGreaterThan(0);
  return list.counterparts.hospitals[0]!.name;
}

test('a fixed-value monthly contract: generated installments, the §5 refusal, billed, received, reversed, and its period of payment', async ({
  page,
}) => {
  test.slow(); // sign-in, two lazy screens, five saves and four axe scans
  const stamp = String(Date.now()).slice(-6);
  const type = `Cobertura E2E ${stamp}`;
  // Three whole months from the first of this one: installments due on the 10th of the next three.
  const startsOn = `${monthAhead(0)}-01`;
  const endsOn = lastDay(monthAhead(2));
  const dues = [1, 2, 3].map((n) => `${monthAhead(n)}-10`);

  await signIn(page, '/client/contracts', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const hospital = await demoHospital(page);

  // A new contract: a hospital, three months, R$ 3.000,00 in monthly installments generated from the terms.
  await page.getByRole('button', { name: t.add, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/contracts\/new$/);
  const form = page.getByRole('form', { name: t.newTitle });
  await form.getByRole('combobox', { name: label(t.type) }).fill(type);
  await form.getByRole('combobox', { name: t.hospital, exact: true }).click();
  await page.getByRole('option', { name: hospital, exact: true }).click();
  await form.getByRole('textbox', { name: label(t.startsOn) }).fill(formatDate(startsOn));
  await form.getByRole('textbox', { name: label(t.endsOn) }).fill(formatDate(endsOn));
  await expect(form.getByRole('combobox', { name: label(t.billingType) })).toHaveValue(t.billingTypes.Monthly);
  await form.getByRole('textbox', { name: label(t.value) }).fill('3.000,00');
  await expect(form.getByText(t.noInstallments)).toBeVisible();
  await form.getByRole('button', { name: t.generate, exact: true }).click();
  const rows = form.getByRole('table', { name: t.installments }).getByRole('row');
  await expect(rows).toHaveCount(4);
  for (const [i, due] of dues.entries()) {
    await expect(form.getByRole('textbox', { name: fmt(t.dueOnOf, { seq: i + 1 }) })).toHaveValue(formatDate(due));
    await expect(form.getByRole('textbox', { name: fmt(t.valueOf, { seq: i + 1 }) })).toHaveValue('1.000,00');
  }
  await expect(page.locator('[data-figure="total"] dd')).toHaveText(money('3.000,00'));
  await expectAccessible(page, 'new contract with its installments');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/contracts\/[0-9a-f-]{36}$/);
  const title = fmt(t.editTitle, { type });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(t.statuses.Open, { exact: true })).toBeVisible();

  // §5: an installment due on the start day is refused by the server, under its own date.
  const edit = page.getByRole('form', { name: title });
  const firstDue = edit.getByRole('textbox', { name: fmt(t.dueOnOf, { seq: 1 }) });
  await firstDue.fill(formatDate(startsOn));
  await expect(page.getByRole('button', { name: t.bill, exact: true })).toBeDisabled();
  await edit.getByRole('button', { name: t.save, exact: true }).click();
  await expect(edit.getByText(t.errors.installmentBeforeStart)).toBeVisible();
  await expect(firstDue).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'contract form with a refusal');
  // The change is discarded: the saved installments are back, and the contract may be billed.
  await edit.getByRole('button', { name: t.cancel, exact: true }).click();
  await expect(firstDue).toHaveValue(formatDate(dues[0]!));

  // Billed: the installments wait for payment and the contract is read-only.
  await page.getByRole('button', { name: t.bill, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.bill, exact: true }).click();
  await expect(page.getByText(t.billed)).toBeVisible();
  await expect(page.getByText(t.statuses.WaitPayment, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('form', { name: title })).toHaveCount(0);
  const installments = page.getByRole('table', { name: t.installments });
  const first = installments.getByRole('row').nth(1);
  await expect(first).toContainText(t.installmentStatuses.WaitPayment);

  // The first installment received today, with a note.
  await page.getByRole('button', { name: fmt(t.receiveLabel, { seq: 1 }) }).click();
  const receipt = page.getByRole('dialog').getByRole('form');
  await expect(receipt.getByRole('textbox', { name: label(t.receivedOn) })).toHaveValue(
    formatDate(brazilDate(new Date())),
  );
  await receipt.getByRole('textbox', { name: t.receiptNote }).fill('TED do hospital');
  await expectAccessible(page, 'receipt dialog');
  await receipt.getByRole('button', { name: t.receive, exact: true }).click();
  await expect(page.getByText(t.receiptSaved)).toBeVisible();
  await expect(first).toContainText(t.installmentStatuses.Received);
  await expect(first).toContainText('TED do hospital');

  // Reversed: a reason is required, and it stays with the installment.
  await page.getByRole('button', { name: fmt(t.reverseLabel, { seq: 1 }) }).click();
  const reversal = page.getByRole('dialog').getByRole('form');
  await reversal.getByRole('button', { name: t.reverse, exact: true }).click();
  await expect(reversal.getByRole('textbox', { name: label(t.reverseReason) })).toHaveAttribute('aria-invalid', 'true');
  await reversal.getByRole('textbox', { name: label(t.reverseReason) }).fill('Pagamento devolvido pelo banco');
  await reversal.getByRole('button', { name: t.reverse, exact: true }).click();
  await expect(page.getByText(t.reversed)).toBeVisible();
  await expect(first).toContainText(t.installmentStatuses.WaitPayment);
  await expect(first).toContainText(fmt(t.reversal, { reason: 'Pagamento devolvido pelo banco' }));
  await expectAccessible(page, 'billed contract');

  // The list: the contract with its status, current flag and installments.
  await page.getByRole('button', { name: t.back }).click();
  await page.getByRole('searchbox', { name: t.search }).fill(type);
  const listed = page.getByRole('table', { name: t.title }).getByRole('row').filter({ hasText: type });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(t.statuses.WaitPayment);
  await expect(listed).toContainText(t.current);
  await expect(listed).toContainText(fmt(t.installmentsCount, { received: 0, count: 3 }));
  await expect(listed).toContainText(formatDate(dues[0]!));
  await expectAccessible(page, 'contracts list');

  // The periods of payment (this month to two ahead): its first two installments, with the totals.
  await page.goto('/client/periodOfPayment');
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  const due = page.getByRole('table', { name: p.title }).getByRole('row').filter({ hasText: type });
  await expect(due).toHaveCount(2);
  await expect(due.first()).toContainText(formatDate(dues[0]!));
  await expect(due.first()).toContainText(t.installmentStatuses.WaitPayment);
  const answer = await json<{ totals: Record<string, string> }>(
    await page.request.get('/api/contract-installments', { params: { from: monthAhead(0), to: monthAhead(2) } }),
  );
  const figure = (name: string) => page.locator(`[data-figure="${name}"] dd`);
  for (const name of ['expected', 'received', 'pending', 'overdue'])
    await expect(figure(name)).toHaveText(
      money(answer.totals[name]!.replace('.', ',').replace(/\B(?=(\d{3})+,)/g, '.')),
    );
  await expectAccessible(page, 'periods of payment');
  // The contract opens from its installment.
  await due
    .first()
    .getByRole('button', { name: fmt(t.openLabel, { type }) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
