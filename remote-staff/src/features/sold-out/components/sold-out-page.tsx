import { PageContainer } from '@restaurant/shared/ui';
import { soldOutTranslations } from '../translations';

/** Dishes sold out today (`paths.staff.soldOut`), issue 32 point 6. A stand-in so the route exists; replaced whole. */
export function SoldOutPage() {
  const { t } = soldOutTranslations.useTranslation();
  return <PageContainer title={t('title')} />;
}
