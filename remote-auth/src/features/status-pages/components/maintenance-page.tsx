import { REDIRECT_PARAM, safeRedirectPath, useNavigate, useSearchParams } from '@restaurant/shared/router';
import { Button, StatusPage } from '@restaurant/shared/ui';
import { authTranslations } from '../../../lib/translations';
import { CoveredPlate } from './status-illustration';

/**
 * /auth/maintenance: where the host sends the diner while the API answers 503 `MAINTENANCE`
 * (`?redirect=<page>` brings them back when they try again).
 */
export function MaintenancePage() {
  const { t } = authTranslations.useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <StatusPage
      illustration={<CoveredPlate />}
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      action={
        <Button onClick={() => navigate(safeRedirectPath(searchParams.get(REDIRECT_PARAM)), { replace: true })}>
          {t('maintenance.retry')}
        </Button>
      }
    />
  );
}
