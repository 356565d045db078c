import type { Page } from '@playwright/test';
import hostEn from '../../host/src/locales/en';
import hostVi from '../../host/src/locales/vi';
import authEn from '../../remote-auth/src/locales/en';
import authVi from '../../remote-auth/src/locales/vi';
import checkoutEn from '../../remote-ordering/src/locales/checkout/en';
import checkoutVi from '../../remote-ordering/src/locales/checkout/vi';
import orderingEn from '../../remote-ordering/src/locales/en';
import orderingVi from '../../remote-ordering/src/locales/vi';
import bookingEn from '../../remote-reservation/src/locales/booking/en';
import bookingVi from '../../remote-reservation/src/locales/booking/vi';
import reservationEn from '../../remote-reservation/src/locales/en';
import reservationVi from '../../remote-reservation/src/locales/vi';
import commonEn from '../../shared/src/i18n/locales/common/en';
import commonVi from '../../shared/src/i18n/locales/common/vi';
import { paths } from '../../shared/src/router/paths';
import { registerDiner } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { headerCart } from '../support/session';
import { watchRequests, type RequestsInFlight } from '../support/settled-page';
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

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/**
 * The English words a Vietnamese page must not show: each English text of these namespaces that Vietnamese writes
 * otherwise (names such as "Bếp Nhà" or "Combo" are the same in both), cut at its placeholders and markup; fragments
 * of a few letters only are left out (they are words inside others).
 */
const NAMESPACES = [
  [commonEn, commonVi],
  [hostEn, hostVi],
  [orderingEn, orderingVi],
  [checkoutEn, checkoutVi],
  [reservationEn, reservationVi],
  [bookingEn, bookingVi],
  [authEn, authVi],
] as const;
// what Vietnamese writes as English does is no English left over (a key's name: "Home và End")
const VIETNAMESE = NAMESPACES.flatMap(([, vi]) => [...flatten(vi as Texts).values()]);
const ENGLISH_ONLY = NAMESPACES.flatMap(([en]) => [...flatten(en as Texts).values()])
  .filter((english) => !VIETNAMESE.some((text) => text.includes(english)))
  .flatMap((english) => english.split(/\{\{[^}]*\}\}|<[^>]*>/))
  .map((fragment) => fragment.trim())
  .filter((fragment) => /[a-z]{3}/i.test(fragment) && fragment.length >= 4);

const englishPattern = (fragment: string) =>
  new RegExp(`(?<![\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');

/** The page (or the open dialog) reads in Vietnamese, with no English text of ours left, and passes axe. */
async function expectVietnamese(page: Page, where: string, requests: RequestsInFlight): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  const visible = await page.locator('body').innerText();
  const left = ENGLISH_ONLY.filter((fragment) => englishPattern(fragment).test(visible));
  expect(left, `${where}: English left on the page`).toEqual([]);
  await expectNoSeriousViolations(page, `${where} in Vietnamese`, requests);
}

/** Prices as Vietnamese write them (50.000 ₫), never the English way (₫50,000). */
async function expectDong(page: Page, scope = page.getByRole('main')): Promise<void> {
  const text = await scope.innerText();
  expect(text).toMatch(/\d{1,3}(?:\.\d{3})+\s₫/);
  expect(text).not.toMatch(/₫\s?\d/);
}

test('a diner who switches to Tiếng Việt signs in, reads the menu, a dish, the cart, the checkout and the booking in Vietnamese', async ({
  page,
  request,
}) => {
  const diner = await registerDiner(request, 'tieng-viet');
  const requests = watchRequests(page);
  await page.goto(paths.landing.food);
  const customizer = await openCustomizer(page);
  await customizer.chooseLanguage('Tiếng Việt');
  await customizer.close();

  // sign-in: the API refuses a wrong password in Vietnamese too
  await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
  await expectVietnamese(page, 'sign-in', requests);
  await page.getByLabel('Địa chỉ email').fill(diner.email);
  const password = page.getByRole('textbox', { name: 'Mật khẩu', exact: true });
  await password.fill('Wrong#2026');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Email hoặc mật khẩu không đúng');
  await password.fill(diner.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Tài khoản' })).toBeVisible();

  // the menu, back where sign-in started
  await expect(page.getByRole('heading', { name: 'Thực đơn', level: 1 })).toBeVisible();
  await expectDong(page);
  await expectVietnamese(page, 'menu', requests);

  // a dish
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  const dish = page.getByRole('heading', { level: 1 });
  await expect(page.getByRole('button', { name: /^Thêm 1 vào giỏ/ })).toBeVisible();
  const dishName = (await dish.innerText()).trim();
  await expectDong(page);
  await expectVietnamese(page, 'dish', requests);
  await page.getByRole('button', { name: /^Thêm 1 vào giỏ/ }).click();
  await expect(headerCart(page, /^Giỏ hàng, /)).toHaveAccessibleName('Giỏ hàng, 1 món');

  // the cart
  await headerCart(page, /^Giỏ hàng, /).click();
  const cart = page.getByRole('dialog', { name: 'Giỏ hàng (1 món)' });
  await expect(cart.getByText(dishName)).toBeVisible();
  await expectDong(page, cart);
  await expectVietnamese(page, 'cart', requests);

  // the checkout
  await cart.getByRole('link', { name: 'Thanh toán' }).click();
  await expect(page.getByRole('heading', { name: 'Thanh toán', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Thanh toán' });
  await expect(form.getByRole('radio', { name: /^Mang về/ })).toBeChecked();
  await expectDong(page);
  await expectVietnamese(page, 'checkout', requests);

  // booking a table
  await navigateInApp(page, paths.landing.reservation);
  await expect(page.getByRole('heading', { name: 'Đặt bàn', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Số khách' }).or(page.getByLabel('Số khách')).first()).toBeVisible();
  await expectVietnamese(page, 'booking', requests);
});
