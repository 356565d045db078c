import { expect, type Locator, type Page } from '@playwright/test';

/** The customizer drawer, driven the way a user does: its button, then its labelled controls. */
export interface Customizer {
  drawer: Locator;
  chooseLanguage: (label: string) => Promise<void>;
  chooseDarkMode: () => Promise<void>;
  chooseTheme: (label: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Clicks the option's visible label, as a user does. Force-checking the visually hidden input skipped the
 * actionability wait, so a click landing while the drawer was still opening was sometimes lost.
 */
async function choose(drawer: Locator, name: string | RegExp): Promise<void> {
  // `has` is matched inside each label, so the inner locator starts from the page, not from the drawer.
  await drawer
    .locator('label')
    .filter({ has: drawer.page().getByRole('radio', { name }) })
    .click();
  await expect(drawer.getByRole('radio', { name })).toBeChecked();
}

export async function openCustomizer(page: Page): Promise<Customizer> {
  await page
    .getByRole('button', { name: /customi[sz]e|settings|paramètres/i })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return {
    drawer,
    chooseLanguage: (label) => choose(drawer, label),
    chooseDarkMode: () => choose(drawer, /dark/i),
    chooseTheme: (label) => choose(drawer, label),
    close: async () => {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    },
  };
}
