import { expect, type Locator, type Page } from '@playwright/test';

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** The two storage keys the session lives under, from whichever storage holds them. */
export function storedTokens(page: Page): Promise<StoredTokens> {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken') ?? sessionStorage.getItem('refreshToken'),
  }));
}

/** Fills and sends the sign-in form the page shows (the caller navigated there, e.g. through a "Log in" link). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in from the header of the current page and waits until the header shows the account button. */
export async function signInFromHeader(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await submitSignIn(page, email, password);
  await expect(accountButton(page)).toBeVisible();
}

export function accountButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Account' });
}

/** Opens the account menu in the header; returns the menu, which names the signed-in diner. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}
