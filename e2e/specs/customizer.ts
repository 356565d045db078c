import { expect, type Locator, type Page } from '@playwright/test';

/** The customizer drawer, driven the way a user does: its button, then its labelled controls. */
export interface Customizer {
  drawer: Locator;
  chooseLanguage: (label: string) => Promise<void>;
  chooseDarkMode: () => Promise<void>;
  close: () => Promise<void>;
}

export async function openCustomizer(page: Page): Promise<Customizer> {
  await page
    .getByRole('button', { name: /customi[sz]e|settings/i })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return {
    drawer,
    chooseLanguage: async (label) => {
      await drawer.getByRole('radio', { name: label }).check({ force: true });
    },
    chooseDarkMode: async () => {
      await drawer.getByRole('radio', { name: /dark/i }).check({ force: true });
    },
    close: async () => {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    },
  };
}
