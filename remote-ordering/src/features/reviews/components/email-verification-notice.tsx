import { currentPathOf, emailVerificationPathFor, Link as RouterLink, useLocation } from '@restaurant/shared/router';
import { Alert, Link } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

/** For a signed-in diner whose address is not confirmed yet: where to enter the code, coming back here after. */
export function EmailVerificationNotice() {
  const { t } = orderingTranslations.useTranslation();
  const location = useLocation();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('reviews.verifyEmail.title')}</Alert.Title>
        <Alert.Description>
          {t('reviews.verifyEmail.hint')}{' '}
          <Link asChild color="colorPalette.fg" fontWeight="medium">
            <RouterLink to={emailVerificationPathFor(currentPathOf(location))}>
              {t('reviews.verifyEmail.link')}
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
