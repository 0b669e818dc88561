import { expect, test, type Page } from '@playwright/test';
import { fmt, messages } from '@honora/contract';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.taxes;

/** A field by its whole label (a required one ends in " *"). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Picks an option of a select by its label. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the billing manager reads the taxes of a past month, registers a tax with a validity and adds a new one', async ({
  page,
}) => {
  test.slow(); // sign-in, two saves, a dialog
  await signIn(page, '/client/Taxes?month=2025-06', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // June 2025: the demo's administration fee at 8 %, the INSS and the IRRF table.
  const fee = page.getByRole('row', { name: /Taxa administrativa da cooperativa/ });
  await expect(fee).toContainText('8%');
  await expect(page.getByRole('row', { name: /INSS contribuinte individual/ })).toContainText('20%');
  await expect(page.getByRole('row', { name: /IRRF pessoa física/ })).toContainText(t.calculations.TABLE);
  // The built-in table of the month: the 2025 table, without the 2026 reduction.
  const tables = page.getByRole('region', { name: t.tables.title });
  await expect(tables).toContainText(fmt(t.tables.irrfTitle, { month: '05/2025' }));
  await expect(tables).not.toContainText('15.270');
  // January 2026: the fee's second version and the table with the reduction.
  await choose(page, page.locator('main'), t.monthLabel, '01/2026');
  await expect(fee).toContainText('7,5%');
  await expect(tables).toContainText(fmt(t.tables.irrfTitle, { month: '01/2026' }));
  await expect(tables).toContainText('15.270');

  // A new tax: a fixed value needs the fixed-value base (the message of the rule, under the field).
  const name = `ISS ${Date.now()}`;
  await page.getByRole('button', { name: t.create }).click();
  const form = page.getByRole('form', { name: t.newTitle });
  await form.getByRole('textbox', { name: labelled(t.fields.name) }).fill(name);
  await choose(page, form, t.fields.identifier, t.identifiers.TAX);
  await choose(page, form, t.fields.base, t.bases.Received);
  await choose(page, form, t.fields.calculation, t.calculations.FIXED);
  await form.getByRole('textbox', { name: labelled(t.fields.amount) }).fill('50,00');
  await form.getByRole('button', { name: screens.registry.record.save }).click();
  await expect(form.getByText(t.errors.taxFixedBaseLiquidValue)).toBeVisible();
  await expectAccessible(page, 'novo imposto, com o erro da regra');
  await choose(page, form, t.fields.calculation, t.calculations.RATE);
  await form.getByRole('textbox', { name: labelled(t.fields.ratePercent) }).fill('5');
  await form.getByRole('button', { name: screens.registry.record.save }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A second validity from a later month, at 2 %: both are listed, oldest first.
  const versions = page.getByRole('region', { name: t.versions.title });
  await expect(versions.getByRole('row')).toHaveCount(2);
  await versions.getByRole('button', { name: t.versions.add }).click();
  const dialog = page.getByRole('dialog', { name: t.versions.addTitle });
  await choose(page, dialog, t.fields.validFrom, '03/2026');
  await choose(page, dialog, t.fields.base, t.bases.Received);
  await dialog.getByRole('textbox', { name: labelled(t.fields.ratePercent) }).fill('2');
  await expectAccessible(page, 'nova vigência');
  await dialog.getByRole('button', { name: messages.ui.save }).click();
  await expect(dialog).toBeHidden();
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions.getByRole('row').nth(1)).toContainText('5%');
  await expect(versions.getByRole('row').nth(2)).toContainText('03/2026');
  await expect(versions.getByRole('row').nth(2)).toContainText('2%');
});

test('a biller reads the taxes but cannot change them', async ({ page }) => {
  await signIn(page, '/client/Taxes', { as: 'biller' });
  await expect(page.getByRole('row', { name: /INSS contribuinte individual/ })).toBeVisible();
  await expect(page.getByRole('button', { name: t.create })).toHaveCount(0);
  await page.getByRole('button', { name: 'INSS contribuinte individual' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'INSS contribuinte individual' })).toBeVisible();
  await expect(page.getByRole('button', { name: t.versions.add })).toHaveCount(0);
  await expect(page.getByRole('button', { name: screens.registry.record.save })).toHaveCount(0);
});
