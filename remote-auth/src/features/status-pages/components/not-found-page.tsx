import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Button, StatusPage } from '@restaurant/shared/ui';
import { authTranslations } from '../../../lib/translations';
import { CoveredPlate } from './status-illustration';

/** /auth/404, where every unknown path lands: says so and offers the way home. */
export function NotFoundPage() {
  const { t } = authTranslations.useTranslation();
  return (
    <StatusPage
      illustration={<CoveredPlate />}
      code={t('notFound.code')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button asChild>
          <RouterLink to={paths.landing.homepage}>{t('notFound.home')}</RouterLink>
        </Button>
      }
    />
  );
}
