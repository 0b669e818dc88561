import { fmt, type BillingMonth, type BillingStatement } from '@honora/contract';
import { brazilDate, formatCents, formatDate, formatMonth, toCents } from '@honora/domain';
import { expect, test, type APIResponse } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.billingContract;

/** The demo's contract with its billing company (packages/db/src/seed/registries/demo-billing-contract.ts). */
const DEMO_PROVIDER = 'Faturar Serviços de Faturamento Médico Ltda.';

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** The month `ahead` months after this one in São Paulo, 'YYYY-MM'. */
function monthAhead(ahead: number): string {
  const [year, month] = brazilDate(new Date()).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);
const money = (text: string) => formatCents(toCents(text));

test("the billing manager: the demo's billing contract, an overlapping one refused, last month's statement issued, paid and undone", async ({
  page,
}) => {
  test.slow(); // sign-in, a lazy screen, three saves, a download and four axe scans
  const lastMonth = monthAhead(-1);
  await signIn(page, '/client/BillingContract', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // The demo's contract: 6,5 % of what is received each month, at least R$ 1.500,00, due on the 10th.
  const contracts = page.getByRole('table', { name: t.contracts });
  const demo = contracts.getByRole('row').filter({ hasText: DEMO_PROVIDER });
  await expect(demo).toContainText(`6,5 % sobre ${t.bases.RECEIVED}, mínimo de R$ 1.500,00`);
  await expect(demo).toContainText(fmt(t.dueDayText, { day: 10 }));
  await expect(demo).toContainText(/sem término/);

  // A new contract from next month shares its months with the demo's open-ended one: the server
  // refuses it under its start (one contract a month, decision 052); the fixed fee shows its own input.
  await page.getByRole('button', { name: t.newContract, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newContract });
  await form.getByRole('textbox', { name: label(t.provider) }).fill('Outra Faturadora Ltda.');
  const startsOn = form.getByRole('textbox', { name: label(t.startsOn) });
  await startsOn.fill(formatDate(`${monthAhead(1)}-01`));
  await form.getByRole('radio', { name: t.feeTypes.FIXED }).check();
  await expect(form.getByRole('textbox', { name: label(t.percent) })).toHaveCount(0);
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form.getByRole('textbox', { name: label(t.fixedFee) })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: label(t.fixedFee) }).fill('3.000,00');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(startsOn).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(DEMO_PROVIDER);
  await expectAccessible(page, 'new billing contract refused');
  await form.getByRole('button', { name: t.cancelEdit, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The demo's contract edited: its notes change, its terms stay.
  await demo.getByRole('button', { name: fmt(t.editLabel, { provider: DEMO_PROVIDER }) }).click();
  const edit = page.getByRole('dialog').getByRole('form', { name: t.editContract });
  await expect(edit.getByRole('textbox', { name: label(t.percent) })).toHaveValue('6,5');
  await expect(edit.getByRole('textbox', { name: t.minimumFee })).toHaveValue('1.500,00');
  await edit.getByRole('textbox', { name: t.notes }).fill('Faturamento e recurso de glosas de todos os convênios.');
  await edit.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // This month has not ended: its statement cannot be issued yet, and the screen says why.
  const monthPicker = page.getByRole('combobox', { name: t.month });
  await monthPicker.click();
  await page.getByRole('option', { name: formatMonth(monthAhead(0)), exact: true }).click();
  const issueNow = page.getByRole('button', { name: fmt(t.issueLabel, { month: formatMonth(monthAhead(0)) }) });
  await expect(issueNow).toBeDisabled();
  await expect(page.getByText(t.errors.futureMonth)).toBeVisible();

  // Last month (the default once the screen opens again): the preview under the demo's contract.
  await page.reload();
  await expect(monthPicker).toHaveValue(formatMonth(lastMonth));
  await expect(
    page.getByRole('heading', { level: 2, name: fmt(t.monthTitle, { month: formatMonth(lastMonth) }) }),
  ).toBeVisible();
  const before = await json<BillingMonth>(
    await page.request.get('/api/billing-contract-statements/month', { params: { month: lastMonth } }),
  );
  expect(before.contract?.providerName).toBe(DEMO_PROVIDER);
  if (!before.statement) {
    await expect(page.getByText(t.preview)).toBeVisible();
    await expect(page.getByRole('table', { name: t.baseTable })).toContainText(t.baseTotal);
    await expectAccessible(page, 'billing month preview');
    // The POST answered before the month is read again ("Nenhuma fatura emitida." holds the toast's words too).
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/billing-contract-statements') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: fmt(t.issueLabel, { month: formatMonth(lastMonth) }) }).click();
    expect((await posted).status()).toBe(200);
    await expect(page.getByText(t.issued, { exact: true })).toBeVisible();
  }
  const issued = await json<BillingMonth>(
    await page.request.get('/api/billing-contract-statements/month', { params: { month: lastMonth } }),
  );
  const statement = issued.statement!;
  expect(statement, 'the month has its statement').toBeTruthy();
  // The minimum holds: the fee is never under R$ 1.500,00.
  expect(toCents(statement.fee) >= 150000n).toBe(true);
  await expect(page.getByText(t.preview)).toHaveCount(0);
  await expect(page.locator('[data-figure="fee"] dd')).toHaveText(money(statement.fee));

  // Listed among the statements; its PDF downloads.
  const row = page
    .getByRole('table', { name: t.statements })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: fmt(t.pdfLabel, { number: statement.number }) }) });
  await expect(row).toContainText(formatMonth(lastMonth));
  await expect(row).toContainText(money(statement.fee));
  await expect(row).toContainText(formatDate(statement.dueOn));
  if (statement.status === 'PAID') {
    await row.getByRole('button', { name: fmt(t.unpayLabel, { number: statement.number }) }).click();
  }
  await expect(row).toContainText(t.statuses.ISSUED);
  const pdf = page.waitForEvent('download');
  await row.getByRole('button', { name: fmt(t.pdfLabel, { number: statement.number }) }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

  // Paid today (the date the dialog offers), then the payment undone.
  await row.getByRole('button', { name: fmt(t.payLabel, { number: statement.number }) }).click();
  const pay = page.getByRole('dialog').getByRole('form');
  const today = brazilDate(new Date());
  await expect(pay.getByRole('textbox', { name: label(t.paidOn) })).toHaveValue(formatDate(today));
  await expectAccessible(page, 'payment dialog');
  await pay.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByText(t.paid, { exact: true })).toBeVisible();
  await expect(row).toContainText(t.statuses.PAID);
  await expect(row).toContainText(fmt(t.paidOnText, { date: formatDate(today) }));
  const paid = await json<{ items: BillingStatement[] }>(await page.request.get('/api/billing-contract-statements'));
  expect(paid.items.find((s) => s.id === statement.id)).toMatchObject({ status: 'PAID', paidOn: today });

  await row.getByRole('button', { name: fmt(t.unpayLabel, { number: statement.number }) }).click();
  await expect(page.getByText(t.unpaid, { exact: true })).toBeVisible();
  await expect(row).toContainText(t.statuses.ISSUED);
  await expect(row.getByRole('button', { name: fmt(t.payLabel, { number: statement.number }) })).toBeVisible();
  await expectAccessible(page, 'billing contract');
});
