// Exposed as `auth/Login2Page` (/auth/login2).
import { SignInPage } from '../../features/sign-in/components/sign-in-page';

export default function Login2Page() {
  return <SignInPage variant="card" />;
}
