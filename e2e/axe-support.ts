import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical WCAG 2.1 A/AA problem on the page as it stands (a dialog open, a form
 * filled), once its animations have ended: what the flow specs check at the steps a person sees.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running'),
  );
  let serious = await seriousProblems(page);
  // A toast may start fading out while axe measures it (its autoClose runs on its own clock):
  // when toasts are all that failed, scan again once they are gone — the pointer moved off them,
  // since hovering a toast keeps it open.
  if (serious.length > 0 && serious.every((problem) => problem.includes(TOAST))) {
    await page.mouse.move(0, 0);
    await expect(page.locator(`.${TOAST}-root`)).toHaveCount(0, { timeout: 15_000 });
    serious = await seriousProblems(page);
  }
  expect(serious, screen).toEqual([]);
}

const TOAST = 'mantine-Notification';

async function seriousProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
