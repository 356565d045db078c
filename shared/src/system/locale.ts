import { languageTag } from '../i18n/language-tag';

/**
 * The locale Chakra's LocaleProvider gets. Ark/zag components (Tabs, Menu, Slider...) take their direction from the
 * locale, not from <html dir>, so an rtl direction chosen in the customizer must come through as an rtl locale.
 */
export function chakraLocale(language: string, direction: 'ltr' | 'rtl', rtlLanguage: boolean): string {
  const bcp47 = languageTag(language);
  if (direction === 'rtl') return rtlLanguage ? bcp47 : 'ar';
  return rtlLanguage ? 'en' : bcp47;
}
