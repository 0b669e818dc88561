import { BUILD_NUMBER, BUILD_VERSION, fmt } from '@honora/contract';
import { brazilDate, formatDate } from '@honora/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.releases;
const labels = screens.navigation.screens;

/** The run's own release: newer than every demo release, so it is the changelog's first. */
const build = 2000 + (Date.now() % 900_000);
const version = `9.0.${build}`;
const notes = `Relatório de teste ${build}\nSegunda linha das notas`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);
const menu = (page: Page) => page.getByRole('navigation', { name: screens.shell.mainNavigation });
const changelogLink = (page: Page) => menu(page).getByRole('link', { name: new RegExp(`^${labels.changelog}`) });

test('an administrator publishes a release; a user sees the badge, reads the changelog, and the about screen', async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins, four lazy screens and five axe scans

  // /admin/Releases: the demo's releases, drafts too; a new one published from the form.
  await signIn(page, '/admin/Releases', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: t.releasesTitle })).toBeVisible();
  const table = page.getByRole('table', { name: t.releasesTitle });
  await expect(table.getByRole('row').filter({ hasText: BUILD_VERSION })).toContainText(t.published);
  await expect(table.getByRole('row').filter({ hasText: '3.13.0' })).toContainText(t.draft);
  await page.getByRole('button', { name: t.newRelease, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newRelease });
  await form.getByRole('textbox', { name: label(t.version) }).fill(version);
  await form.getByRole('textbox', { name: label(t.buildNumber) }).fill(String(build));
  await form.getByRole('switch', { name: t.publishedSwitch }).check();
  // Publishing without notes is refused under the notes.
  await form.getByRole('button', { name: t.save, exact: true }).click();
  const notesBox = form.getByRole('textbox', { name: label(t.notes) });
  await expect(notesBox).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(t.errors.notesRequired);
  await notesBox.fill(notes);
  await expectAccessible(page, 'new release form');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: version })).toContainText(t.published);
  await expectAccessible(page, 'releases list');

  // A user of a company: the badge on Novidades counts the releases never read.
  const context = await browser.newContext();
  const user = await context.newPage();
  await signIn(user, '/client/dashboard', { as: 'resident' });
  const badge = changelogLink(user).getByTestId('unread-releases');
  await expect(badge).toBeVisible();
  const unread = Number(await badge.innerText());
  expect(unread).toBeGreaterThanOrEqual(4); // the demo's three and this one
  await expect(changelogLink(user)).toHaveAccessibleName(
    new RegExp(escaped(fmt(screens.navigation.unreadReleases, { count: String(unread) }))),
  );
  await expectAccessible(user, 'menu with the unread badge');

  // Opening the changelog: newest first, the notes' line breaks kept; the badge goes.
  await changelogLink(user).click();
  await expect(user).toHaveURL(/\/client\/Changelog$/);
  await expect(user.getByRole('heading', { level: 1, name: t.changelogTitle })).toBeVisible();
  const first = user.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(
    fmt(t.versionBuild, { version, build: String(build) }),
  );
  await expect(first).toContainText(fmt(t.releasedOnText, { date: formatDate(brazilDate(new Date())) }));
  expect(await first.getByText(/Segunda linha/).innerText()).toBe(notes);
  await expect(user.getByRole('article').filter({ hasText: '3.13.0' })).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  await expectAccessible(user, 'changelog');
  await user.reload();
  await expect(user.getByRole('heading', { level: 1, name: t.changelogTitle })).toBeVisible();
  await expect(changelogLink(user).getByTestId('unread-releases')).toHaveCount(0);

  // Sobre: the product, this app's version and build, the latest release and the changelog's link.
  await menu(user).getByRole('link', { name: labels.about, exact: true }).click();
  await expect(user).toHaveURL(/\/client\/about$/);
  await expect(user.getByRole('heading', { level: 1, name: t.aboutTitle })).toBeVisible();
  await expect(user.getByTestId('about-version')).toHaveText(BUILD_VERSION);
  await expect(user.getByTestId('about-build')).toHaveText(String(BUILD_NUMBER));
  await expect(user.getByRole('article')).toContainText(version);
  await expectAccessible(user, 'about');
  await user.getByRole('link', { name: t.aboutChangelogLink }).click();
  await expect(user).toHaveURL(/\/client\/Changelog$/);
  await context.close();
});
