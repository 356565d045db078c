// Exposed as `auth/ForgotPasswordPage` (/auth/forgot-password).
import { PasswordResetPage } from '../../features/password-reset/components/password-reset-page';

export default function ForgotPasswordPage() {
  return <PasswordResetPage variant="split" />;
}
