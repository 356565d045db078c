import { menuItemJsonLd, PageHead, useAbsoluteUrl } from '@restaurant/shared';
import type { Photo } from '@restaurant/shared/contracts';
import { shareImageUrl } from './menu-photo';
import { orderingTranslations } from './translations';
import { useFormatters } from './use-formatters';

export interface MenuItemHeadProps {
  name: string;
  description: string;
  /** VND */
  price: number;
  photo: Photo | null;
  drawingUrl: string;
  /** The page's own URL (`paths.foodDetail(id)`...). */
  url: string;
  available: boolean;
}

/** The head of a dish's or a combo's page: its name, price and description, its photo, and its MenuItem JSON-LD. */
export function MenuItemHead({ name, description, price, photo, drawingUrl, url, available }: MenuItemHeadProps) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const absolute = useAbsoluteUrl();
  const shownPrice = format.price(price);
  const image = absolute(shareImageUrl(photo, drawingUrl));
  return (
    <PageHead
      title={t('seo.itemTitle', { name, price: shownPrice })}
      description={t('seo.itemDescription', { name, price: shownPrice, description })}
      image={image}
      jsonLd={menuItemJsonLd({ name, description, price, image, url: absolute(url), available })}
    />
  );
}
