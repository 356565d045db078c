import { PageContainer } from '@restaurant/shared/ui';
import { hostStandTranslations } from '../translations';

/** The host stand (`paths.staff.reservations`), issue 32 point 4. A stand-in so the route exists; replaced whole. */
export function HostStandPage() {
  const { t } = hostStandTranslations.useTranslation();
  return <PageContainer title={t('title')} />;
}
