import { PageContainer } from '@restaurant/shared/ui';
import { ordersBoardTranslations } from '../translations';

/** The kitchen's orders board (`paths.staff.orders`), issue 32 point 3. */
export function OrdersBoardPage() {
  const { t } = ordersBoardTranslations.useTranslation();
  return <PageContainer title={t('title')} />;
}
