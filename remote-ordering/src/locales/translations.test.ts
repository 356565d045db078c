import type { TranslationResource } from '@restaurant/shared';
import ar from './ar';
import ch from './ch';
import checkoutAr from './checkout/ar';
import checkoutCh from './checkout/ch';
import checkoutEn from './checkout/en';
import checkoutFr from './checkout/fr';
import en from './en';
import fr from './fr';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path, with plural suffixes folded into the base key. */
function keysOf(resource: TranslationResource, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(resource)) {
    const path = `${prefix}${key.replace(PLURAL, '')}`;
    if (typeof value === 'string') keys.add(path);
    else for (const nested of keysOf(value, `${path}.`)) keys.add(nested);
  }
  return keys;
}

function pluralForms(resource: TranslationResource, prefix = ''): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value !== 'string') {
      for (const [nested, set] of pluralForms(value, `${prefix}${key}.`)) forms.set(nested, set);
      continue;
    }
    const match = PLURAL.exec(key);
    if (!match?.[1]) continue;
    const base = `${prefix}${key.replace(PLURAL, '')}`;
    forms.set(base, (forms.get(base) ?? new Set()).add(match[1]));
  }
  return forms;
}

const REQUIRED_FORMS: Record<string, string[]> = {
  fr: ['one', 'many', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  ch: ['one', 'other'],
};

const NAMESPACES = [
  { namespace: 'ordering', en, others: { fr, ar, ch } },
  { namespace: 'orderingCheckout', en: checkoutEn, others: { fr: checkoutFr, ar: checkoutAr, ch: checkoutCh } },
] as const;

describe.each(NAMESPACES)('$namespace translations', ({ en: english, others }) => {
  const reference = [...keysOf(english)].sort();
  const languages = Object.entries(others) as [string, TranslationResource][];

  it.each(languages)('%s has exactly the English keys', (_language, resource) => {
    expect([...keysOf(resource)].sort()).toEqual(reference);
  });

  it.each(languages)('%s has every plural form its language needs', (language, resource) => {
    for (const [key, forms] of pluralForms(resource)) {
      expect({ key, forms: [...forms].sort() }).toEqual({ key, forms: [...(REQUIRED_FORMS[language] ?? [])].sort() });
    }
  });
});
