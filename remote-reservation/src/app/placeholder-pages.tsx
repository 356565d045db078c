import { PageContainer } from '@restaurant/shared/ui';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLES_NAMESPACE } from './page-titles/register';

// Pages whose content comes with a later issue: the real title and breadcrumb until then. Exposed modules point
// at the real page as soon as its feature exists.

/** /landing/reservation */
export function ReservationPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('reservation')} breadcrumb={[]} />;
}
