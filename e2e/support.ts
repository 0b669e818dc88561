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

/** The demo's people by profile (every one signs in with DEMO_PASSWORD). */
export const DEMO_USERS = {
  biller: 'faturista@demo.honora.dev',
  administrator: 'administrador@demo.honora.dev',
  billingManager: 'gestor.faturamento@demo.honora.dev',
  anesthetist: 'anestesista@demo.honora.dev',
  resident: 'residente@demo.honora.dev',
  superAdmin: 'admin@honora.dev',
} as const;

export interface SignInOptions {
  /** Who signs in: a demo profile or an e-mail. The biller when left out. */
  as?: keyof typeof DEMO_USERS | (string & {});
  /** The company chosen in the client workspace; the demo matriz when left out. */
  company?: string;
  /** Where the page ends up; `path` itself (its whole address) when left out. */
  landsOn?: RegExp;
}

const wholeAddress = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * The one sign-in of the specs: opens `path` signed out, signs in, chooses the company (on the
 * selection screen, or in place on a login-only screen — the choice is made once the chooser is
 * gone, and only then does the session carry the company), and waits for the destination.
 * The administration workspace has no company to choose.
 */
export async function signIn(page: Page, path: string, options: SignInOptions = {}): Promise<void> {
  const who = options.as ?? 'biller';
  const email = who in DEMO_USERS ? DEMO_USERS[who as keyof typeof DEMO_USERS] : who;
  await page.goto(path);
  await fillLogin(page, email, DEMO_PASSWORD);
  if (!path.startsWith('/admin')) {
    const choose = page.getByRole('button', {
      name: `${screens.selectCompany.select}: ${options.company ?? DEMO_MATRIZ}`,
    });
    await choose.click();
    await expect(choose).toHaveCount(0);
  }
  await expect(page).toHaveURL(options.landsOn ?? wholeAddress(path));
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
