// Exposed as `auth/Register2Page` (/auth/register2).
import { SignUpPage } from '../../features/sign-up/components/sign-up-page';

export default function Register2Page() {
  return <SignUpPage variant="card" />;
}
