import { fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

/**
 * The specialties and regions registries (platform.md §1 regions, §2 admin specialties; decision
 * 063): an administrator creates a specialty, a company picks it on a surgeon, and a region of
 * states filters the admin map.
 */
// Screens are tested in an en-US browser: the dates and texts must not depend on it.
test.use({ locale: 'en-US' });

const t = screens.specialtiesRegions;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

test('an administrator creates a specialty; a company picks it on a surgeon', async ({ page, browser }) => {
  test.slow(); // two sessions, lazy screens and axe scans
  const specialty = `Medicina Hiperbárica ${Date.now()}`;
  await signIn(page, '/admin/specialties', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: t.specialtiesTitle })).toBeVisible();
  await expect(
    page.getByRole('table', { name: t.specialtiesTitle }).getByRole('row').filter({ hasText: 'Anestesiologia' }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: t.newSpecialty, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newSpecialty });
  await form.getByRole('textbox', { name: label(t.name) }).fill(specialty);
  await form.getByRole('textbox', { name: t.cbo }).fill('225345');
  await expectAccessible(page, 'new specialty');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('textbox', { name: t.search }).fill('hiperbarica');
  const row = page.getByRole('table', { name: t.specialtiesTitle }).getByRole('row').filter({ hasText: specialty });
  await expect(row).toContainText('225345');
  await expectAccessible(page, '/admin/specialties');

  // A company's administrator picks it on a new surgeon; the list shows its name.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-US' });
  const member = await context.newPage();
  const s = screens.surgeons;
  const surgeon = `Dr. Especialista ${Date.now()}`;
  await signIn(member, '/client/surgeons', { as: 'administrator' });
  await member.getByRole('button', { name: screens.registry.list.create, exact: true }).click();
  const created = member.getByRole('form', { name: s.newTitle });
  await created.getByRole('textbox', { name: label(s.name) }).fill(surgeon);
  await created.getByRole('combobox', { name: s.specialty }).fill('hiperb');
  await member.getByRole('option', { name: specialty, exact: true }).click();
  await expectAccessible(member, 'surgeon with a specialty');
  await created.getByRole('button', { name: screens.registry.record.save, exact: true }).click();
  await expect(member.getByRole('heading', { level: 1, name: surgeon })).toBeVisible();
  await expect(member.getByRole('form', { name: surgeon }).getByRole('combobox', { name: s.specialty })).toHaveValue(
    specialty,
  );
  await context.close();
});

test('an administrator creates a region of states and filters the map by it', async ({ page }) => {
  test.slow();
  const region = `Sudeste ${Date.now()}`;
  await signIn(page, '/admin/regions', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: t.regionsTitle })).toBeVisible();
  await page.getByRole('button', { name: t.newRegion, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newRegion });
  await form.getByRole('textbox', { name: label(t.name) }).fill(region);
  await form.getByRole('combobox', { name: t.states }).click();
  await page.getByRole('option', { name: 'SP', exact: true }).click();
  await page.getByRole('option', { name: 'RJ', exact: true }).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'new region');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByRole('table', { name: t.regionsTitle }).getByRole('row').filter({ hasText: region });
  await expect(row).toContainText('RJ, SP');
  await expectAccessible(page, '/admin/regions');
  await expect(row.getByRole('button', { name: fmt(t.editRegionLabel, { name: region }) })).toBeVisible();

  // The map filtered by the region: only SP and RJ can hold companies; the address keeps the choice.
  await page.goto('/admin/Map');
  const m = screens.adminBi.map;
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await page.getByRole('combobox', { name: t.region }).click();
  const answer = page.waitForResponse((res) => res.url().includes('/api/admin/map') && res.url().includes('regionId='));
  await page.getByRole('option', { name: region, exact: true }).click();
  const filtered = (await (await answer).json()) as { states: { uf: string; companies: number }[] };
  expect(filtered.states.filter((s) => s.companies > 0).every((s) => ['SP', 'RJ'].includes(s.uf))).toBe(true);
  await expect(page).toHaveURL(/[?&]region=[0-9a-f-]{36}/);
  await expectAccessible(page, 'admin Map by region');
});
