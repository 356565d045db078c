import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { checkoutTranslations } from '../lib/checkout-translations';
import { orderingTranslations } from '../lib/translations';

/** The ordering remote's real `ordering`, `orderingCheckout` (and `common`) texts, through the kit's i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations([orderingTranslations, checkoutTranslations], language);
}
