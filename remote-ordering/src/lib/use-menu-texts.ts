import { useMemo } from 'react';
import { productLanguage, useIntlLocale } from '@restaurant/shared';

interface MenuItemTexts {
  name: string;
  englishName: string;
  description: string;
  descriptionVi: string;
}

/**
 * What a dish or combo shows beside its Vietnamese name, in the interface language. Every reader keeps the Vietnamese
 * name; in Vietnamese that is all it needs (no English gloss, the Vietnamese description, its name for the picture),
 * in the other languages the English gloss and description come first and the Vietnamese description follows.
 */
export function useMenuTexts() {
  const vietnamese = productLanguage(useIntlLocale()) === 'vi';
  return useMemo(
    () => ({
      /** the English name under the Vietnamese one; none in Vietnamese */
      gloss: (item: Pick<MenuItemTexts, 'englishName'>) => (vietnamese ? '' : item.englishName),
      description: (item: Pick<MenuItemTexts, 'description' | 'descriptionVi'>) =>
        vietnamese ? item.descriptionVi || item.description : item.description,
      /** the Vietnamese description after the English one; none in Vietnamese, where it is the description */
      originalDescription: (item: Pick<MenuItemTexts, 'descriptionVi'>) => (vietnamese ? '' : item.descriptionVi),
      /** a category's description (its Vietnamese one is in `descriptions`) */
      categoryDescription: (category: { description: string; descriptions: { vi: string } }) =>
        vietnamese ? category.descriptions.vi || category.description : category.description,
      pictureName: (item: Pick<MenuItemTexts, 'name' | 'englishName'>) =>
        vietnamese ? item.name : item.englishName || item.name,
    }),
    [vietnamese],
  );
}
