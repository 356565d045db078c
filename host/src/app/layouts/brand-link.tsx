import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Link } from '@restaurant/shared/ui';
import { hostTranslations } from '../../lib/translations';

export function BrandLink() {
  const { t } = hostTranslations.useTranslation();
  return (
    <Link asChild fontWeight="bold" fontSize="xl" color="colorPalette.fg" textDecoration="none" whiteSpace="nowrap">
      <RouterLink to={paths.landing.homepage}>{t('brand')}</RouterLink>
    </Link>
  );
}
