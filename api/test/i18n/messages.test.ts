import { describe, expect, it } from '@jest/globals';
import { LOCALES, negotiateLocale } from '../../src/i18n/locale';
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

describe('the message catalogue', () => {
  it('has every message in every language, with the same parameters in each', () => {
    for (const [id, entry] of Object.entries(MESSAGES)) {
      const english = placeholders(entry.en);
      for (const locale of LOCALES) {
        expect({ id, locale, text: entry[locale].trim().length > 0 }).toEqual({ id, locale, text: true });
        expect({ id, locale, parameters: placeholders(entry[locale]) }).toEqual({ id, locale, parameters: english });
      }
    }
  });

  it('fills parameters in, and leaves a missing one visible', () => {
    expect(messageText('RATE_LIMITED', 'fr', { seconds: 42 })).toBe('Trop de tentatives : réessayez dans 42 s');
    expect(messageText('CLOSED' as MessageId, 'en')).toBe('The restaurant is closed on {date}');
  });
});
