// Exposed as `auth/LoginPage` (/auth/login).
import { SignInPage } from '../../features/sign-in/components/sign-in-page';

export default function LoginPage() {
  return <SignInPage variant="split" />;
}
