import { messages, type OutboxMessage, fmt } from '@honora/contract';
import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, screens } from './support';

/** The demo anesthetist's phone (packages/db/src/seed/demo.ts). */
const PHONE = '+5511988880002';

/** The newest sign-in code sent to PHONE, read from the outbox by the super admin in a browser of their own. */
async function codeFromOutbox(browser: Browser, baseURL: string): Promise<string> {
  const admin = await browser.newContext({ baseURL });
  try {
    const login = await admin.request.post('/api/auth/login', {
      data: { email: 'admin@honora.dev', password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const outbox = await admin.request.get('/api/admin/outbox', { params: { search: PHONE, pageSize: 5 } });
    expect(outbox.ok()).toBe(true);
    const { items } = (await outbox.json()) as { items: OutboxMessage[] };
    const sms = items.find((message) => message.channel === 'sms' && message.to === PHONE);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    if (!code) throw new Error(`no sign-in code in the outbox for ${PHONE}`);
    return code;
  } finally {
    await admin.close();
  }
}

test('signs in by phone with the code sent by SMS', async ({ page, browser, baseURL }) => {
  await page.goto('/client/changePassword');
  await expect(page).toHaveURL(/\/client\/login\?redirect=/);
  await page.getByRole('button', { name: screens.login.phoneMode }).click();

  const sendCode = page.getByRole('button', { name: screens.phoneLogin.sendCode });
  await sendCode.click();
  await expect(page.getByText(messages.auth.emptyPhone)).toBeVisible();
  const phone = page.getByLabel(new RegExp(`^${screens.phoneLogin.phone}`));
  await phone.fill('11 98888');
  await sendCode.click();
  await expect(page.getByText(messages.auth['auth/invalid-phone-number'])).toBeVisible();
  await phone.fill('(11) 98888-0002');
  await sendCode.click();
  await expect(page.getByText(fmt(screens.phoneLogin.codeSent, { phone: '(11) 98888-0002' }))).toBeVisible();

  const code = await codeFromOutbox(browser, baseURL!);
  const codeInput = page.getByLabel(new RegExp(`^${screens.phoneLogin.code}`));
  const submit = page.getByRole('button', { name: screens.phoneLogin.submit, exact: true });
  await codeInput.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await submit.click();
  await expect(page.getByText(messages.auth['auth/invalid-verification-code'])).toBeVisible();
  await codeInput.fill(code);
  await submit.click();

  await expect(page).toHaveURL(/\/client\/changePassword$/);
  await expect(page.getByRole('heading', { level: 1, name: screens.changePassword.title })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(screens.shell.userMenu) })).toContainText(
    'Bruno Anestesista',
  );
});

test('the login screen shows the error a social sign-in came back with', async ({ page }) => {
  await page.goto('/client/login?error=auth%2Fuser-not-found&redirect=%2Fclient%2Fdashboard');
  await expect(page.getByRole('alert').filter({ hasText: messages.auth['auth/user-not-found'] })).toBeVisible();
  await page.goto('/client/login?error=auth%2Funknown-provider');
  await expect(page.getByRole('alert').filter({ hasText: 'Unknown provider' })).toBeVisible();
});
