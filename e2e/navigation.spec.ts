import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

const areas = screens.navigation.areas;
const search = screens.navigation.search;

test.use({ viewport: { width: 1280, height: 800 } });
// A sign-in, reloads, an axe scan and lazy screens each: more than 30 s on a busy shared machine.
test.describe.configure({ timeout: 90_000 });

const navigation = (page: Page) => page.getByRole('navigation', { name: screens.shell.mainNavigation });
/** The menu's groups, in order: each is a disclosure button named by its area. */
const groupsOf = (page: Page) => navigation(page).getByRole('button').allInnerTexts();
const group = (page: Page, name: string) => navigation(page).getByRole('button', { name, exact: true });

test('the billing user sees the billing areas, and no empty one', async ({ page }) => {
  await signIn(page, '/client/dashboard');
  await expect(group(page, areas.billing)).toBeVisible();
  expect(await groupsOf(page)).toEqual([
    areas.billing,
    areas.financial,
    areas.registries,
    areas.reports,
    areas.settings,
  ]);
  // The guides read by OCR (platform.md §2 guidesOcr) are billed as events: the billing area.
  await expect(navigation(page).getByRole('link', { name: screens.ocr.title, exact: true })).toBeVisible();
});

test('the anesthetist sees only the areas of the screens he may open', async ({ page }) => {
  await signIn(page, '/client/dashboard', { as: 'anesthetist' });
  await expect(group(page, areas.billing)).toBeVisible();
  // His own repasse statements (billing readOwn) are in the financial area; the month's transfers
  // are not. The reports of his own production (decision 035) are in the reports area, the
  // import templates of the events he enters (writeOwn, decision 040) in the settings area; his
  // own roster and its swaps (schedule on call, listOwn; decision 043) in the schedules area.
  expect(await groupsOf(page)).toEqual([
    areas.billing,
    areas.financial,
    areas.registries,
    areas.schedules,
    areas.reports,
    areas.settings,
  ]);
  await expect(navigation(page).getByRole('link', { name: screens.navigation.screens.reports })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: screens.navigation.screens.batches })).toHaveCount(0);
  await expect(navigation(page).getByRole('link', { name: screens.navigation.screens.userTransfers })).toBeVisible();
  await expect(
    navigation(page).getByRole('link', { name: screens.navigation.screens.transfers, exact: true }),
  ).toHaveCount(0);
});

test('the schedule manager finds the tags next to the limits in the schedules area', async ({ page }) => {
  await signIn(page, '/client/dashboard', { as: 'gestor.escala@demo.honora.dev' });
  const area = group(page, areas.schedules);
  await expect(area).toBeVisible();
  if ((await area.getAttribute('aria-expanded')) === 'false') await area.click();
  await expect(area).toHaveAttribute('aria-expanded', 'true');
  const labels = screens.navigation.screens;
  const schedules = await navigation(page).getByRole('link').allInnerTexts();
  const limits = schedules.indexOf(labels.schedulesLimits);
  expect(limits, 'the limits are in the menu').toBeGreaterThanOrEqual(0);
  expect(schedules[limits + 1]).toBe(labels.tagsSchedule);
  await navigation(page).getByRole('link', { name: labels.tagsSchedule, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/TagsSchedule$/);
  await expect(page.getByRole('heading', { level: 1, name: screens.scheduleTags.title })).toBeVisible();
});

test('the anesthetist finds the demands offered to him in the schedules area', async ({ page }) => {
  await signIn(page, '/client/dashboard', { as: 'anesthetist' });
  const area = group(page, areas.schedules);
  await expect(area).toBeVisible();
  if ((await area.getAttribute('aria-expanded')) === 'false') await area.click();
  const labels = screens.navigation.screens;
  await navigation(page).getByRole('link', { name: labels.demands, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/Demands$/);
  await expect(page.getByRole('heading', { level: 1, name: screens.demands.title })).toBeVisible();
  // His view: the offers (listOwn), not the coordinators' list and its filters.
  await expect(page.getByText(screens.demands.doctorHint)).toBeVisible();
  await expect(page.getByRole('button', { name: screens.demands.add, exact: true })).toHaveCount(0);
});

test('the billing manager finds the contracts and their periods of payment in the financial area', async ({ page }) => {
  await signIn(page, '/client/dashboard', { as: 'billingManager' });
  const area = group(page, areas.financial);
  await expect(area).toBeVisible();
  if ((await area.getAttribute('aria-expanded')) === 'false') await area.click();
  await expect(area).toHaveAttribute('aria-expanded', 'true');
  const labels = screens.navigation.screens;
  const links = await navigation(page).getByRole('link').allInnerTexts();
  const contracts = links.indexOf(labels.contracts);
  expect(contracts, 'the contracts are in the menu').toBeGreaterThanOrEqual(0);
  expect(links[contracts + 1]).toBe(labels.periodOfPayment);
  expect(links[contracts + 2]).toBe(labels.billingContract);
  await navigation(page).getByRole('link', { name: labels.contracts, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: screens.contracts.title })).toBeVisible();
  await navigation(page).getByRole('link', { name: labels.periodOfPayment, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/periodOfPayment$/);
  await expect(page.getByRole('heading', { level: 1, name: screens.contracts.periods.title })).toBeVisible();
});

test('the super admin sees the administration area with its screens', async ({ page }) => {
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await expect(group(page, areas.administration)).toBeVisible();
  expect(await groupsOf(page)).toEqual([
    areas.billing,
    areas.financial,
    areas.registries,
    areas.reports,
    areas.administration,
  ]);
  await expect(navigation(page).getByRole('link', { name: screens.jobs.nav })).toBeVisible();
  // The BI and the map of all companies (decision 038) are in the reports area.
  await expect(navigation(page).getByRole('link', { name: screens.navigation.screens.adminBi })).toBeVisible();
  // The standard reports of any company (decision 039) too.
  await expect(
    navigation(page).getByRole('link', { name: screens.navigation.screens.reports, exact: true }),
  ).toBeVisible();
  // The OCR screens (platform.md §2): the dashboard, the credits of every company and support's guides.
  for (const label of [screens.ocr.dashboard.title, screens.ocr.creditsAdmin.title, screens.ocr.support.title]) {
    await expect(navigation(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The FAQ and help (decision 056): both screens in the administration area.
  for (const label of [screens.navigation.screens.adminHelp, screens.navigation.screens.adminHelpCategories]) {
    await expect(navigation(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The forms of every company, their categories and responses (decision 057).
  for (const label of [
    screens.navigation.screens.adminForms,
    screens.navigation.screens.adminFormsCategories,
    screens.navigation.screens.adminFormsResponses,
    // The questionnaires (decision 060).
    screens.navigation.screens.adminQuiz,
  ]) {
    await expect(navigation(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The posts, their categories and authors (decision 058): the administration area.
  for (const label of [
    screens.navigation.screens.adminPosts,
    screens.navigation.screens.adminPostsCategories,
    screens.navigation.screens.adminPostsPublishers,
  ]) {
    await expect(navigation(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The releases (decision 055): /admin/Releases in the administration area; Novidades (its name
  // may carry the unread count) and Sobre at the bottom, outside the groups.
  const labels = screens.navigation.screens;
  await expect(navigation(page).getByRole('link', { name: labels.releases, exact: true })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: new RegExp(`^${labels.changelog}`) })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: labels.about, exact: true })).toBeVisible();
});

test('a closed group stays closed after a reload, and the screen on display opens its group', async ({ page }) => {
  await signIn(page, '/client/dashboard');
  const registries = group(page, areas.registries);
  const patients = navigation(page).getByRole('link', { name: screens.patients.nav, exact: true });
  await expect(registries).toHaveAttribute('aria-expanded', 'true');
  await expect(patients).toBeVisible();

  await registries.click();
  await expect(registries).toHaveAttribute('aria-expanded', 'false');
  await expect(patients).toBeHidden();
  await page.reload();
  await expect(registries).toHaveAttribute('aria-expanded', 'false');
  await expect(patients).toBeHidden();
  await expect(group(page, areas.billing)).toHaveAttribute('aria-expanded', 'true');

  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Arriving on a screen of a closed area (here by its address) opens the area, and it stays open.
  await page.goto('/client/patients');
  await expect(registries).toHaveAttribute('aria-expanded', 'true');
  await expect(patients).toHaveAttribute('aria-current', 'page');
});

test('Ctrl+K finds a screen and a patient and goes to them', async ({ page }) => {
  await signIn(page, '/client/dashboard');
  await expect(page.getByRole('button', { name: search.button })).toBeVisible();

  await page.keyboard.press('Control+K');
  const input = page.getByRole('textbox', { name: search.inputLabel });
  await expect(input).toBeFocused();
  await input.fill('notas');
  await page.getByRole('button', { name: screens.navigation.screens.invoices }).click();
  await expect(page).toHaveURL(/\/client\/invoices$/);
  await expect(input).toBeHidden();

  await page.getByRole('button', { name: search.button }).click();
  await expect(input).toBeFocused();
  await input.fill('Aparecida');
  const patient = page.getByRole('button', { name: /Maria Aparecida da Conceição/ });
  await expect(patient).toBeVisible();
  await patient.click();
  await expect(page).toHaveURL(/\/client\/patients\/[0-9a-f-]{36}$/);
  await expect(group(page, areas.registries)).toHaveAttribute('aria-expanded', 'true');
});
