// Exposed as `auth/ForgotPassword2Page` (/auth/forgot-password2).
import { PasswordResetPage } from '../../features/password-reset/components/password-reset-page';

export default function ForgotPassword2Page() {
  return <PasswordResetPage variant="card" />;
}
