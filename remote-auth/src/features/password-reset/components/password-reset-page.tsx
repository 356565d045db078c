import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from '@restaurant/shared/router';
import { Link } from '@restaurant/shared/ui';
import { AuthLayout } from '../../../lib/auth-layout';
import { authPaths, type AuthNavigationState, type AuthVariant } from '../../../lib/auth-paths';
import { authTranslations } from '../../../lib/translations';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

/** The reset link is `<page>#token=<token>`: a fragment never reaches a server log or a Referer header. */
export function readResetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{16,256}$/.test(token) ? token : null;
}

export interface PasswordResetPageProps {
  variant: AuthVariant;
}

/**
 * /auth/forgot-password (split) and /auth/forgot-password2 (card): asks for a reset link, or — reached from that
 * link — sets the new password. The token is taken out of the address bar as soon as it is read.
 */
export function PasswordResetPage({ variant }: PasswordResetPageProps) {
  const { t } = authTranslations.useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const paths = authPaths(variant);
  const [token, setToken] = useState<string | null>(() => readResetToken(location.hash));

  // The link may also arrive while this page is already open (pasted into the same tab): same document, no remount,
  // so a token that shows up in the fragment later replaces the state too.
  const linkToken = readResetToken(location.hash);
  const [seenLinkToken, setSeenLinkToken] = useState(linkToken);
  if (linkToken !== null && linkToken !== seenLinkToken) {
    setSeenLinkToken(linkToken);
    setToken(linkToken);
  }

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const backToSignIn = (
    <Link asChild color="colorPalette.fg" fontWeight="semibold">
      <RouterLink to={paths.signIn}>{t('forgot.back')}</RouterLink>
    </Link>
  );

  if (token) {
    return (
      <AuthLayout variant={variant} title={t('reset.title')} subtitle={t('reset.subtitle')} footer={backToSignIn}>
        <ResetPasswordForm
          token={token}
          onChanged={() => {
            const state: AuthNavigationState = { notice: 'passwordChanged' };
            navigate(paths.signIn, { replace: true, state });
          }}
          onRequestNewLink={() => setToken(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout variant={variant} title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={backToSignIn}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
