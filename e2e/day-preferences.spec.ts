import { fmt } from '@honora/contract';
import { addDays, brazilDate, formatDate } from '@honora/domain';
import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.dayPreferences;
const WEEKDAYS = t.weekdays;

/** Ticks exactly `names` among a group's weekday checkboxes. */
async function tickOnly(group: Locator, names: readonly string[]) {
  for (const name of WEEKDAYS) {
    const box = group.getByRole('checkbox', { name, exact: true });
    if ((await box.isChecked()) !== names.includes(name)) await box.click();
  }
}

/** Removes every listed date of a list. */
async function clearDays(list: Locator) {
  const remove = list.getByRole('button', { name: /^Remover / });
  while ((await remove.count()) > 0) await remove.first().click();
}

test("a doctor's preferred and undesired days on Minha escala, kept after a reload (decision 051)", async ({
  page,
}) => {
  test.slow(); // sign-in, a lazy screen, a save, a reload and two axe scans
  const today = brazilDate(new Date());
  const wanted = addDays(today, 10);
  await signIn(page, '/client/mySchedule', { as: 'anesthetist' });
  const section = page.getByRole('region', { name: t.title });
  await expect(section).toBeVisible();
  await expect(section).toContainText(t.hint);

  const preferred = section.getByRole('group', { name: t.preferredWeekdays });
  const undesired = section.getByRole('group', { name: t.undesiredWeekdays });
  const preferredDays = section.getByRole('group', { name: t.preferredDays, exact: true });
  const undesiredDays = section.getByRole('group', { name: t.undesiredDays, exact: true });
  await tickOnly(preferred, ['segunda', 'quarta']);
  await tickOnly(undesired, ['domingo']);
  // A weekday ticked in the other list leaves this one.
  await undesired.getByRole('checkbox', { name: 'segunda', exact: true }).click();
  await expect(preferred.getByRole('checkbox', { name: 'segunda', exact: true })).not.toBeChecked();
  await clearDays(preferredDays);
  await clearDays(undesiredDays);

  // A date from today on; the same in the other list, and a past one, are refused at once.
  await preferredDays.getByRole('textbox', { name: t.newPreferredDay }).fill(formatDate(wanted));
  await preferredDays.getByRole('button', { name: t.addPreferred }).click();
  await expect(
    preferredDays.getByRole('button', { name: fmt(t.removePreferred, { day: formatDate(wanted) }) }),
  ).toBeVisible();
  await undesiredDays.getByRole('textbox', { name: t.newUndesiredDay }).fill(formatDate(wanted));
  await undesiredDays.getByRole('button', { name: t.addUndesired }).click();
  await expect(undesiredDays.getByText(t.inOtherList)).toBeVisible();
  const past = addDays(today, -3);
  await undesiredDays.getByRole('textbox', { name: t.newUndesiredDay }).fill(formatDate(past));
  await undesiredDays.getByRole('button', { name: t.addUndesired }).click();
  await expect(undesiredDays.getByText(fmt(t.errors.pastDay, { day: formatDate(past) }))).toBeVisible();
  await expectAccessible(page, 'day preferences with a refused date');

  await section.getByRole('textbox', { name: t.note }).fill('Prefiro plantões diurnos');
  await section.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  // After a reload, what the server kept.
  await page.reload();
  await expect(section.getByTestId('day-preferences-saved')).toContainText(/^Salvas em \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  for (const name of WEEKDAYS) {
    const isPreferred = name === 'quarta';
    const isUndesired = name === 'segunda' || name === 'domingo';
    await expect(preferred.getByRole('checkbox', { name, exact: true })).toBeChecked({ checked: isPreferred });
    await expect(undesired.getByRole('checkbox', { name, exact: true })).toBeChecked({ checked: isUndesired });
  }
  await expect(
    preferredDays.getByRole('button', { name: fmt(t.removePreferred, { day: formatDate(wanted) }) }),
  ).toBeVisible();
  await expect(undesiredDays).toContainText(t.noDays);
  await expect(section.getByRole('textbox', { name: t.note })).toHaveValue('Prefiro plantões diurnos');
  await expectAccessible(page, 'my schedule with saved day preferences');
});
