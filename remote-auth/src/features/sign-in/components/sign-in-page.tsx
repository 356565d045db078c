import {
  Link as RouterLink,
  REDIRECT_PARAM,
  safeRedirectPath,
  useLocation,
  useNavigate,
  useSearchParams,
  withRedirect,
} from '@restaurant/shared/router';
import { Link, Text } from '@restaurant/shared/ui';
import { AuthLayout } from '../../../lib/auth-layout';
import { authPaths, readAuthNavigationState, type AuthVariant } from '../../../lib/auth-paths';
import { NoticeAlert } from '../../../lib/form-alerts';
import { authTranslations } from '../../../lib/translations';
import { SignInForm } from './sign-in-form';

export interface SignInPageProps {
  variant: AuthVariant;
}

/** /auth/login (split) and /auth/login2 (card): same form, and back to where the diner came from. */
export function SignInPage({ variant }: SignInPageProps) {
  const { t } = authTranslations.useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectParam = searchParams.get(REDIRECT_PARAM);
  const { email, notice } = readAuthNavigationState(location.state);
  const paths = authPaths(variant);

  return (
    <AuthLayout
      variant={variant}
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <Text>
          {t('signIn.noAccount')}{' '}
          <Link asChild color="colorPalette.fg" fontWeight="semibold">
            <RouterLink to={withRedirect(paths.signUp, redirectParam)}>{t('signIn.createAccount')}</RouterLink>
          </Link>
        </Text>
      }
    >
      {notice ? <NoticeAlert>{t(`signIn.notices.${notice}`)}</NoticeAlert> : null}
      <SignInForm
        defaultEmail={email}
        forgotPasswordPath={paths.forgotPassword}
        onSignedIn={() => navigate(safeRedirectPath(redirectParam), { replace: true })}
      />
    </AuthLayout>
  );
}
