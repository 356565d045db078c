import { useEffect } from 'react';
import { useDismissSessionNotice, useSessionExpired, watchSessionExpiry } from '@restaurant/shared';
import { currentPathOf, Link as RouterLink, signInPathFor, useLocation } from '@restaurant/shared/router';
import { Alert, Button, HStack } from '@restaurant/shared/ui';
import { authTranslations } from '../../../lib/translations';

/**
 * "Your session has ended" with a link back to sign-in that returns here afterwards. Meant to be mounted once by
 * the host's layouts (it watches the shared auth store).
 */
export function SessionExpiredNotice() {
  const { t } = authTranslations.useTranslation();
  const location = useLocation();
  const expired = useSessionExpired();
  const dismiss = useDismissSessionNotice();
  useEffect(() => watchSessionExpiry(), []);

  if (!expired) return null;
  return (
    <Alert.Root status="warning" role="alert" borderRadius="card">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('session.expiredTitle')}</Alert.Title>
        <Alert.Description>{t('session.expired')}</Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" onClick={dismiss}>
            <RouterLink to={signInPathFor(currentPathOf(location))}>{t('session.signInAgain')}</RouterLink>
          </Button>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {t('session.dismiss')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
