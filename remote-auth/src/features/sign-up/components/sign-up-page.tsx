import {
  Link as RouterLink,
  REDIRECT_PARAM,
  useNavigate,
  useSearchParams,
  withRedirect,
} from '@restaurant/shared/router';
import { Link, Text } from '@restaurant/shared/ui';
import { AuthLayout } from '../../../lib/auth-layout';
import { authPaths, type AuthNavigationState, type AuthVariant } from '../../../lib/auth-paths';
import { authTranslations } from '../../../lib/translations';
import { SignUpForm } from './sign-up-form';

export interface SignUpPageProps {
  variant: AuthVariant;
}

/** /auth/register (split) and /auth/register2 (card). Success goes on to the e-mail code, keeping the return path. */
export function SignUpPage({ variant }: SignUpPageProps) {
  const { t } = authTranslations.useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectParam = searchParams.get(REDIRECT_PARAM);
  const paths = authPaths(variant);

  return (
    <AuthLayout
      variant={variant}
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <Text>
          {t('signUp.haveAccount')}{' '}
          <Link asChild color="colorPalette.fg" fontWeight="semibold">
            <RouterLink to={withRedirect(paths.signIn, redirectParam)}>{t('signUp.signIn')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <SignUpForm
        onRegistered={(email) => {
          const state: AuthNavigationState = { email, codeSent: true };
          navigate(withRedirect(paths.twoSteps, redirectParam), { state });
        }}
      />
    </AuthLayout>
  );
}
