import type { Page, Response, Route } from '@playwright/test';
import { scaled } from '../../scripts/lib/machine';
import { DEMO_DINER, latestOutboxMessage, registerDiner, uniqueEmail } from '../support/api';
import { expect, test } from '../support/fixtures';
import { SHORT_ACCESS_TOKEN_TTL_SECONDS, shortTtlBaseUrl } from '../support/servers';
import { accountButton, openAccountMenu, storedTokens, submitSignIn } from '../support/session';

/** When the access token the page holds expires (its JWT `exp`, in ms). */
async function accessTokenExpiry(page: Page): Promise<number> {
  const { accessToken } = await storedTokens(page);
  expect(accessToken).not.toBeNull();
  const payload = (accessToken ?? '').split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  return exp * 1000;
}

function isApi(response: Response, path: string): boolean {
  return new URL(response.url()).pathname === `/api${path}`;
}

test.describe('a diner account, from sign-up to sign-out', () => {
  // This server's access tokens live a few seconds: the whole journey must survive silent refreshes.
  test.use({ baseURL: shortTtlBaseUrl() });

  test('register, verify, sign in, keep the session across reloads and remotes, refresh silently, sign out', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('journey');
    const password = 'Phở#Ngon2026';
    const fullName = 'Trần Thị Journey';

    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    await page.getByLabel('Full name').fill(fullName);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm the password' }).fill(password);
    await page.getByRole('button', { name: 'Create my account' }).click();

    // The code the API "e-mailed" is in the development outbox; typed digit by digit, the boxes advance by themselves.
    await expect(page.getByRole('heading', { name: 'Verify your e-mail address', level: 1 })).toBeVisible();
    const { code } = await latestOutboxMessage(request, email, 'email-verification');
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code ?? '');
    await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code?.at(-1) ?? '');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Sign-in knows the address already and says why the diner is here.
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);
    await submitSignIn(page, email, password);
    await expect(accountButton(page)).toBeVisible();
    const afterSignIn = await storedTokens(page);
    expect(afterSignIn.accessToken).toBeTruthy();
    expect(afterSignIn.refreshToken).toBeTruthy();

    // A reload keeps the session: the tokens and the account stored with them, so the header names the diner while
    // GET /auth/me (which refreshes the account in the background) is held unanswered.
    let heldAccountRequest: Route | undefined;
    await page.route('**/api/auth/me', (route) => {
      heldAccountRequest = route;
    });
    await page.reload();
    await expect(accountButton(page)).toBeVisible();
    let menu = await openAccountMenu(page);
    await expect(menu).toContainText(fullName);
    await expect(menu).toContainText(email);
    await expect(menu.getByLabel('E-mail address verified')).toBeVisible();
    await expect
      .poll(() => heldAccountRequest !== undefined, { message: 'GET /auth/me asked in the background' })
      .toBe(true);
    await page.keyboard.press('Escape');
    await heldAccountRequest?.continue();
    await page.unroute('**/api/auth/me');

    // The ordering remote's pages and the reservation remote's page show the same diner.
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { name: 'Food menu', level: 1 })).toBeVisible();
    menu = await openAccountMenu(page);
    await expect(menu).toContainText(fullName);
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'Reservation' }).click();
    await expect(page.getByRole('heading', { name: 'Reserve a table', level: 1 })).toBeVisible();
    menu = await openAccountMenu(page);
    await expect(menu).toContainText(fullName);
    await expect(menu).toContainText(email);
    await page.keyboard.press('Escape');

    // Let the access token expire, then do something that needs the account: one silent refresh, and it goes through.
    const expiresAt = await accessTokenExpiry(page);
    const expiredToken = (await storedTokens(page)).accessToken;
    await expect
      .poll(() => Date.now(), {
        message: `the ${SHORT_ACCESS_TOKEN_TTL_SECONDS} s access token to expire`,
        timeout: scaled((SHORT_ACCESS_TOKEN_TTL_SECONDS + 5) * 1000),
      })
      .toBeGreaterThan(expiresAt + 1000);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (isApi(response, '/auth/refresh-token')) refreshes.push(response.status());
    });
    const myReservations = page.waitForResponse(
      (response) => isApi(response, '/public/restaurant-table/reservations/my') && response.status() === 200,
    );
    await page.getByRole('tab', { name: 'My reservations' }).click();
    await myReservations;
    await expect(page.getByText('No upcoming reservation. Book a table to see it here.')).toBeVisible();
    expect(refreshes).toContain(200);
    expect(refreshes).not.toContain(401);
    expect((await storedTokens(page)).accessToken).not.toBe(expiredToken);
    await expect(page.getByText('Your session has ended')).toHaveCount(0);
    await expect(accountButton(page)).toBeVisible();

    // Sign-out empties both token keys and the stored account (local and session storage) and the header offers to
    // sign in again.
    menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
    expect(
      await page.evaluate(() => localStorage.getItem('authUser') ?? sessionStorage.getItem('authUser')),
    ).toBeNull();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  });
});

test.describe('sign-in failures', () => {
  test('a wrong password shows the server message and stores nothing', async ({ page }) => {
    await page.goto('/auth/login');
    const login = page.waitForResponse((response) => isApi(response, '/auth/login'));
    await submitSignIn(page, DEMO_DINER.email, 'Wrong#Password1');
    expect((await login).status()).toBe(401);
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  });

  test('with the API unreachable the login shows the status-0 message', async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort());
    await page.goto('/auth/login');
    await submitSignIn(page, DEMO_DINER.email, DEMO_DINER.password);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Đã xảy ra lỗi!');
    await expect(alert).toContainText('The server could not be reached (status 0)');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });
});

test('forgot password: the link from the outbox resets it, and the new password signs in', async ({
  page,
  context,
  request,
}) => {
  const diner = await registerDiner(request, 'reset');
  const newPassword = 'Bún#Chả2027';

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail address').fill(diner.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(diner.email);

  const { link } = await latestOutboxMessage(request, diner.email, 'password-reset');
  expect(link).toMatch(/\/auth\/forgot-password#token=/);
  // The e-mail's link opens in a new tab, as from a mail client.
  const linkTab = await context.newPage();
  await linkTab.goto(link ?? '');
  await expect(linkTab.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await expect(linkTab).not.toHaveURL(/token=/);
  await linkTab.getByRole('textbox', { name: 'New password' }).fill(newPassword);
  await linkTab.getByRole('textbox', { name: 'Confirm the password' }).fill(newPassword);
  await linkTab.getByRole('button', { name: 'Change my password' }).click();

  await expect(linkTab.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  // The old password no longer works; the new one does.
  await submitSignIn(linkTab, diner.email, diner.password);
  await expect(linkTab.getByRole('alert')).toContainText('Incorrect email or password');
  await linkTab.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await linkTab.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(accountButton(linkTab)).toBeVisible();
  const menu = await openAccountMenu(linkTab);
  await expect(menu).toContainText(diner.email);
});
