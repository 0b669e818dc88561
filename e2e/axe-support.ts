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
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, screen).toEqual([]);
}
