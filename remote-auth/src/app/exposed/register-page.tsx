// Exposed as `auth/RegisterPage` (/auth/register).
import { SignUpPage } from '../../features/sign-up/components/sign-up-page';

export default function RegisterPage() {
  return <SignUpPage variant="split" />;
}
