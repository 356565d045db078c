import type { ApiError } from '@restaurant/shared';
import { Alert, Button } from '@restaurant/shared/ui';
import { isEditConflict } from '../../../lib/edit-version';
import { reviewsAdminTranslations } from '../translations';

/** A refused write: another manager's change (with Reload), or the API's own words. */
export function WriteFailure({ error, onReload }: { error: ApiError; onReload: () => void }) {
  const { t } = reviewsAdminTranslations.useTranslation();
  const conflict = isEditConflict(error);
  return (
    <Alert.Root status={conflict ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{conflict ? t('conflict') : error.message}</Alert.Title>
      </Alert.Content>
      {conflict ? (
        <Button size="sm" variant="outline" onClick={onReload}>
          {t('reload')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
