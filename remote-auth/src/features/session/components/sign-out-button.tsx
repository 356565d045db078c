import { useSignOut } from '@restaurant/shared';
import { useNavigate } from '@restaurant/shared/router';
import { Button, type ButtonProps } from '@restaurant/shared/ui';
import { useAuthTranslation } from '../../../lib/auth-i18n';

export interface SignOutButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Where to go afterwards; the sign-in page says "You are signed out". */
  to?: string;
}

export function SignOutButton({ to = '/auth/login', ...buttonProps }: SignOutButtonProps) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  return (
    <Button
      variant="outline"
      {...buttonProps}
      loading={pending}
      loadingText={t('session.signingOut')}
      onClick={() => {
        void signOut().then(() => navigate(to, { replace: true, state: { notice: 'signedOut' } }));
      }}
    >
      {t('session.signOut')}
    </Button>
  );
}
