import { describe, expect, it } from '@jest/globals';
import { LOCALES, negotiateLocale, type Locale } from '../../src/i18n/locale';
import { MAIL_TEXTS } from '../../src/i18n/mail-texts';
import { MESSAGES, messageText, type MessageId } from '../../src/i18n/messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.5', 'fr'],
    ['ar-EG', 'ar'],
    ['zh-CN', 'zh'],
    ['ch', 'zh'],
    ['vi-VN,vi;q=0.9', 'vi'],
    ['de-DE,de;q=0.9', 'en'],
    ['de,fr;q=0.4,ar;q=0.8', 'ar'],
    ['fr;q=0, en', 'en'],
    ['*', 'en'],
    [';;;,q=x', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe.each([
  ['the message catalogue', MESSAGES],
  ['the texts of the e-mails', MAIL_TEXTS],
])('%s', (_name, catalogue: Record<string, Record<Locale, string>>) => {
  it('has every text in every language, with the same parameters in each', () => {
    for (const [id, entry] of Object.entries(catalogue)) {
      const english = placeholders(entry.en);
      for (const locale of LOCALES) {
        expect({ id, locale, text: entry[locale].trim().length > 0 }).toEqual({ id, locale, text: true });
        expect({ id, locale, parameters: placeholders(entry[locale]) }).toEqual({ id, locale, parameters: english });
      }
    }
  });
});

describe('the message catalogue', () => {
  it('fills parameters in, and leaves a missing one visible', () => {
    expect(messageText('RATE_LIMITED', 'fr', { seconds: 42 })).toBe('Trop de tentatives : réessayez dans 42 s');
    expect(messageText('CLOSED' as MessageId, 'en')).toBe('The restaurant is closed on {date}');
  });
});
