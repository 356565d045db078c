import { currentPathOf, signInPathFor, useLocation, useNavigate } from '@restaurant/shared/router';
import { Button, Stack, Text } from '@restaurant/shared/ui';
import { bookingTranslations } from '../../../lib/booking-translations';

/**
 * What a signed-out diner sees instead of the form: sign in, with this page's full URL (which holds every choice)
 * as the way back.
 */
export function SignInToBook({ disabled }: { disabled: boolean }) {
  const { t } = bookingTranslations.useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = () => navigate(signInPathFor(currentPathOf(location)));

  return (
    <Stack gap="2">
      <Button onClick={signIn} disabled={disabled}>
        {t('signInToBook')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('signInHint')}
      </Text>
    </Stack>
  );
}
