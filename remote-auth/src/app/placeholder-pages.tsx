import { PageContainer } from '@restaurant/shared/ui';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLES_NAMESPACE } from './page-titles/register';

// Pages whose content comes with a later issue: the real title and breadcrumb until then. Exposed modules point
// at the real page as soon as its feature exists.

/** /auth/login */
export function LoginPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('login')} breadcrumb={[]} />;
}

/** /auth/login2 */
export function Login2PagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('login2')} breadcrumb={[]} />;
}

/** /auth/register */
export function RegisterPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('register')} breadcrumb={[]} />;
}

/** /auth/register2 */
export function Register2PagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('register2')} breadcrumb={[]} />;
}

/** /auth/forgot-password */
export function ForgotPasswordPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('forgotPassword')} breadcrumb={[]} />;
}

/** /auth/forgot-password2 */
export function ForgotPassword2PagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('forgotPassword2')} breadcrumb={[]} />;
}

/** /auth/two-steps */
export function TwoStepsPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('twoSteps')} breadcrumb={[]} />;
}

/** /auth/two-steps2 */
export function TwoSteps2PagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('twoSteps2')} breadcrumb={[]} />;
}

/** /auth/maintenance */
export function MaintenancePagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('maintenance')} breadcrumb={[]} />;
}
