import type { TranslationResource } from '@restaurant/shared';
import ar from './ar';
import bookingAr from './booking/ar';
import bookingCh from './booking/ch';
import bookingEn from './booking/en';
import bookingFr from './booking/fr';
import ch from './ch';
import en from './en';
import fr from './fr';
import mineAr from './mine/ar';
import mineCh from './mine/ch';
import mineEn from './mine/en';
import mineFr from './mine/fr';

// The `Messages` type already fails typecheck on a key English has and a language lacks. It lets a language add
// keys (the plural forms English does not have), so what it cannot see is checked here: no key English lacks, and
// every plural form each language needs.

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * French's `_many` is for a million and more, a count these texts (guests, hours, tables, seats) never reach; `ch` is
 * no Intl locale, so it gets the default `one`/`other` rules.
 */
const REQUIRED_FORMS: Record<string, string[]> = {
  fr: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  ch: ['one', 'other'],
};

/** Every key path, with plural suffixes folded into the base key. */
function keysOf(resource: TranslationResource, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(PLURAL, '')}`;
    return typeof value === 'string' ? [path] : keysOf(value, `${path}.`);
  });
}

/** The plural forms each plural key has, e.g. `choice.guestsOption` → `one,other`. */
function pluralForms(resource: TranslationResource, prefix = ''): Record<string, string> {
  const forms: Record<string, string[]> = {};
  const walk = (node: TranslationResource, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'string') walk(value, `${path}${key}.`);
      else {
        const form = PLURAL.exec(key)?.[1];
        if (form) (forms[`${path}${key.replace(PLURAL, '')}`] ??= []).push(form);
      }
    }
  };
  walk(resource, prefix);
  return Object.fromEntries(Object.entries(forms).map(([key, list]) => [key, [...list].sort().join(',')]));
}

const NAMESPACES = [
  { namespace: 'reservation', english: en, others: { fr, ar, ch } },
  { namespace: 'reservationMine', english: mineEn, others: { fr: mineFr, ar: mineAr, ch: mineCh } },
  { namespace: 'reservationBooking', english: bookingEn, others: { fr: bookingFr, ar: bookingAr, ch: bookingCh } },
] as const;

describe.each(NAMESPACES)('$namespace translations', ({ english, others }) => {
  const reference = [...new Set(keysOf(english))].sort();
  const languages = Object.entries(others) as [string, TranslationResource][];

  it.each(languages)('%s has exactly the English keys', (_language, resource) => {
    expect([...new Set(keysOf(resource))].sort()).toEqual(reference);
  });

  it.each(languages)('%s has every plural form its language needs', (language, resource) => {
    const required = [...(REQUIRED_FORMS[language] ?? [])].sort().join(',');
    const forms = pluralForms(resource);
    // Every key English makes plural is plural here too (a namespace with none, like the booking step's, checks that
    // no key has a stray or missing form).
    expect(Object.keys(forms)).toEqual(expect.arrayContaining(Object.keys(pluralForms(english))));
    expect(forms).toEqual(Object.fromEntries(Object.keys(forms).map((key) => [key, required])));
  });
});
