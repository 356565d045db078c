import { useTranslation } from 'react-i18next';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Link } from '@restaurant/shared/ui';

export function BrandLink() {
  const { t } = useTranslation('host');
  return (
    <Link asChild fontWeight="bold" fontSize="xl" color="colorPalette.fg" textDecoration="none" whiteSpace="nowrap">
      <RouterLink to={paths.landing.homepage}>{t('brand')}</RouterLink>
    </Link>
  );
}
