import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.language;
/** A text of /admin/Releases that no other spec reads, so the edit cannot disturb them. */
const KEY = 'screens.releases.releasesHint';
const shipped = screens.releases.releasesHint;

// The screens must not depend on the browser's language (dates, numbers): en-US on purpose.
test.use({ locale: 'en-US' });

async function openKey(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: t.search }).fill(KEY);
  await page.getByRole('button', { name: fmt(t.openKey, { key: KEY }) }).click();
  await expect(page.getByTestId('language-shipped')).toHaveText(shipped);
}

const keyRow = (page: Page) => page.getByRole('table', { name: t.listLabel }).getByRole('row').filter({ hasText: KEY });

test('a super admin edits a text in Language and sees it changed in the app', async ({ page }) => {
  test.slow(); // two lazy screens, reloads and three axe scans
  const edited = `Versões do produto, editadas no teste ${Date.now() % 100_000}.`;

  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await page.goto('/tools/Language');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectAccessible(page, 'language list');
  await openKey(page);

  // A refused text: the shipped one has no placeholder, so the new one cannot have one.
  const box = page.getByRole('textbox', { name: t.text });
  await box.fill('Versões {x}');
  await expect(page.getByText(t.errors.noPlaceholders)).toBeVisible();
  await expect(page.getByRole('button', { name: t.save })).toBeDisabled();

  await box.fill(edited);
  await expect(page.getByTestId('language-preview')).toContainText(edited);
  await expect(
    page.getByRole('link', { name: fmt(t.openScreen, { screen: screens.navigation.screens.releases }) }),
  ).toBeVisible();
  await expectAccessible(page, 'language editor');
  await page.getByRole('button', { name: t.save }).click();
  await expect(keyRow(page)).toContainText(t.edited);
  await expect(page.getByRole('list', { name: t.history })).toContainText(edited);

  // The screen shows the new text: through the preview's link (same page) and after a fresh load.
  await page.getByRole('link', { name: fmt(t.openScreen, { screen: screens.navigation.screens.releases }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: screens.releases.releasesTitle })).toBeVisible();
  await expect(page.getByText(edited)).toBeVisible();
  await page.reload();
  await expect(page.getByText(edited)).toBeVisible();

  // Reset to the shipped text, after a confirmation; the app shows the shipped text again.
  await page.goto('/tools/Language');
  await openKey(page);
  await page.getByRole('button', { name: t.reset }).click();
  const dialog = page.getByRole('dialog', { name: t.resetTitle });
  await expect(dialog).toContainText(fmt(t.resetConfirm, { key: KEY }));
  await expectAccessible(page, 'language reset confirmation');
  await dialog.getByRole('button', { name: t.reset }).click();
  await expect(keyRow(page)).not.toContainText(t.edited);
  await expect(page.getByRole('list', { name: t.history }).getByRole('listitem').first()).toContainText(
    fmt(t.historyFrom, { text: edited }),
  );
  await page.goto('/admin/Releases');
  await expect(page.getByText(shipped)).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
});
