import { useIsAuthenticated } from '@restaurant/shared';
import {
  currentPathOf,
  Link as RouterLink,
  paths,
  signInPathFor,
  useLocation,
  withRedirect,
} from '@restaurant/shared/router';
import { Button, Stack } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';

export interface GuestAccountLinksProps {
  /** `header`: two small buttons in a row; `menu`: full-width buttons stacked in the navigation drawer. */
  placement: 'header' | 'menu';
  /** Called after a link is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** Log in and sign up, both coming back to this page afterwards. Nothing for a signed-in diner. */
export function GuestAccountLinks(props: GuestAccountLinksProps) {
  const authenticated = useIsAuthenticated();
  return authenticated ? null : <GuestLinkButtons {...props} />;
}

/** The two links whoever is signed in: the header keeps them (hidden) beside the account button to hold its size. */
export function GuestLinkButtons({ placement, onNavigate }: GuestAccountLinksProps) {
  const { t } = hostTranslations.useTranslation();
  const location = useLocation();

  const here = currentPathOf(location);
  const inMenu = placement === 'menu';
  return (
    <Stack direction={inMenu ? 'column' : 'row'} gap="2">
      <Button asChild size={inMenu ? 'md' : 'sm'} variant={inMenu ? 'outline' : 'ghost'}>
        <RouterLink to={signInPathFor(here)} onClick={onNavigate}>
          {t('header.login')}
        </RouterLink>
      </Button>
      <Button asChild size={inMenu ? 'md' : 'sm'}>
        <RouterLink to={withRedirect(paths.auth.register, here)} onClick={onNavigate}>
          {t('header.register')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
