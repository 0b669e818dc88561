import { messages } from '@honora/contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'honora-demo';
export const screens = messages.screens;

/** The pathname and query of the page, decoded, for readable assertions. */
export function where(page: Page): { pathname: string; redirect: string | null } {
  const url = new URL(page.url());
  return { pathname: url.pathname, redirect: url.searchParams.get('redirect') };
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(messages.ui.email).fill(email);
  await page.getByLabel(new RegExp(`^${messages.ui.password}`)).fill(password);
  await page.getByRole('button', { name: screens.login.submit, exact: true }).click();
}

export const DEMO_MATRIZ = 'Cooperativa Demo de Anestesiologia';

/**
 * Opens `path` signed out as the demo biller: the login, then the company choice (the matriz);
 * the guard then takes the page to `path`, which the caller checks as it needs.
 */
export async function signInAsBiller(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/client\/login\?redirect=/);
  await fillLogin(page, 'faturista@demo.honora.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/client\/select_company\?redirect=/);
  await page.getByRole('button', { name: `${screens.selectCompany.select}: ${DEMO_MATRIZ}` }).click();
}

export async function colorScheme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-mantine-color-scheme');
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: new RegExp(screens.shell.userMenu) }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/**
 * What the demo company asks of every Honorário event (its mandatory fields: patient, hospital,
 * anesthetist and the guide's password; the guide number each test passes itself), taken from
 * the demo registries, for the events a test makes through the API.
 */
export async function demoMandatoryFields(api: { request: APIRequestContext }) {
  const first = async (path: string, params: Record<string, string>) => {
    const answer = await api.request.get(path, { params });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { items: { id: string }[] }).items[0]!.id;
  };
  return {
    patientId: await first('/api/patients', { pageSize: '1' }),
    hospitalId: await first('/api/hospitals', { active: 'true', pageSize: '1' }),
    anesthetistId: await first('/api/anesthetists', { search: 'Bruno Anestesista' }),
    guideData: { password: '123456' },
  };
}
