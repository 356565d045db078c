import { menuJsonLd, PageHead, useAbsoluteUrl, type MenuSectionFacts } from '@restaurant/shared';
import type { Food } from '@restaurant/shared/contracts';
import { paths } from '@restaurant/shared/router';
import { shareImageUrl } from '../../../lib/menu-photo';
import { orderingTranslations } from '../../../lib/translations';

/** The dishes shown, in sections by their category, in the order shown; URLs through `absolute` (schema.org's). */
export function menuSections(
  foods: readonly Food[],
  absolute: (url: string) => string = (url) => url,
): MenuSectionFacts[] {
  const sections = new Map<string, MenuSectionFacts['items'][number][]>();
  for (const food of foods) {
    const items = sections.get(food.categoryName) ?? [];
    items.push({
      name: food.name,
      description: food.description,
      price: food.price,
      image: absolute(shareImageUrl(food.photo, food.imageUrl)),
      url: absolute(paths.foodDetail(food.id)),
      available: food.available && !food.soldOut,
    });
    sections.set(food.categoryName, items);
  }
  return [...sections].map(([name, items]) => ({ name, items }));
}

/** The menu page's head: what it lists, the first dish's photo, and the dishes shown as a Menu (JSON-LD). */
export function MenuHead({ foods, description }: { foods: readonly Food[] | undefined; description?: string }) {
  const { t } = orderingTranslations.useTranslation();
  const absolute = useAbsoluteUrl();
  const first = foods?.[0];
  return (
    <PageHead
      title={t('seo.menuTitle')}
      description={description || t('seo.menuDescription')}
      image={first ? shareImageUrl(first.photo, first.imageUrl) : undefined}
      jsonLd={
        foods
          ? menuJsonLd({
              name: t('menu.title'),
              url: absolute(paths.landing.food),
              sections: menuSections(foods, absolute),
            })
          : undefined
      }
    />
  );
}
