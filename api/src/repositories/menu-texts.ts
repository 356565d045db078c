import type { MenuDescriptions, MenuNames } from '@restaurant/shared/contracts';
import type { MenuTranslations } from '../db/schema';
import { AppError } from '../lib/errors';
import { foldText } from '../lib/text';

/**
 * A menu record's texts as the columns hold them: the Vietnamese original and English in columns older than the back
 * office, French, Arabic and Chinese in `translations`.
 */
export type MenuTextColumns = {
  name: string;
  englishName: string;
  description: string;
  descriptionVi: string;
  translations: MenuTranslations;
};

/** The five names of a record (a missing translation: empty, and the menu shows the English one). */
export const namesOf = (row: MenuTextColumns): MenuNames => ({
  vi: row.name,
  en: row.englishName,
  fr: row.translations.fr?.name ?? '',
  ar: row.translations.ar?.name ?? '',
  ch: row.translations.ch?.name ?? '',
});

export const descriptionsOf = (row: MenuTextColumns): MenuDescriptions => ({
  vi: row.descriptionVi,
  en: row.description,
  fr: row.translations.fr?.description ?? '',
  ar: row.translations.ar?.description ?? '',
  ch: row.translations.ch?.description ?? '',
});

/**
 * The columns for these texts, names trimmed. A Vietnamese or English name of spaces only is refused (400): the
 * schema's minLength counts the spaces, and a blank name would leave a dish nobody can read on the menu.
 */
export function textColumnsOf(names: MenuNames, descriptions: MenuDescriptions): MenuTextColumns {
  const name = (language: keyof MenuNames) => names[language].trim();
  if (!name('vi') || !name('en')) throw new AppError('NAME_BLANK');
  return {
    name: name('vi'),
    englishName: name('en'),
    description: descriptions.en,
    descriptionVi: descriptions.vi,
    translations: {
      fr: { name: name('fr'), description: descriptions.fr },
      ar: { name: name('ar'), description: descriptions.ar },
      ch: { name: name('ch'), description: descriptions.ch },
    },
  };
}

/** The URL part of an English name ("Phở bò (large)" → "pho-bo-large"); "item" when nothing Latin is left. */
export function slugOf(englishName: string): string {
  const slug = foldText(englishName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
