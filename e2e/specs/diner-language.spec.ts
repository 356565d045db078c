import { expect, test } from '../support/fixtures';
import { openCustomizer } from './customizer';

/**
 * The API writes its messages in the language the diner chose in the customizer (the front ends send it as
 * Accept-Language), so a refused sign-in reads in that language too, not in English.
 */
const LANGUAGES = [
  {
    option: 'Français',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    refusal: 'E-mail ou mot de passe incorrect',
  },
  {
    option: 'العربية',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    refusal: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
] as const;

for (const language of LANGUAGES) {
  test(`a wrong password is refused in ${language.option}`, async ({ page }) => {
    await page.goto('/auth/login');
    const customizer = await openCustomizer(page);
    await customizer.chooseLanguage(language.option);
    await customizer.close();

    await page.getByLabel(language.email).fill('diner@example.com');
    await page.getByRole('textbox', { name: language.password }).fill('Wrong#2026');
    await page.getByRole('button', { name: language.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(language.refusal);
  });
}
