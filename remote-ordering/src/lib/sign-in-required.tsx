import { currentPathOf, Link as RouterLink, signInPathFor, useLocation } from '@restaurant/shared/router';
import { Button, EmptyState } from '@restaurant/shared/ui';

export interface SignInRequiredProps {
  title: string;
  description?: string;
  signInLabel: string;
}

/**
 * What a page that needs an account shows a signed-out diner: a link to sign in that brings them back to this very
 * page (path and query), where the guest cart has meanwhile moved to their account.
 */
export function SignInRequired({ title, description, signInLabel }: SignInRequiredProps) {
  const location = useLocation();
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button asChild>
          <RouterLink to={signInPathFor(currentPathOf(location))}>{signInLabel}</RouterLink>
        </Button>
      }
    />
  );
}
