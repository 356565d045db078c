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

/**
 * The header's cart: the host's link for a guest until they reach for it, the ordering remote's button once it has
 * arrived (signed in, or after a pointer, touch or focus on the link); the same name and place either way.
 */
export function headerCart(page: Page, name: RegExp = /^Cart, /): Locator {
  const banner = page.getByRole('banner');
  return banner.getByRole('button', { name }).or(banner.getByRole('link', { name })).first();
}
