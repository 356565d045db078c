import { NavLink } from '@restaurant/shared/router';
import { Link, Stack } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';
import { LANDING_NAV } from '../nav-items';

export interface LandingNavLinksProps {
  direction?: 'row' | 'column';
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/** The landing pages' links; the current page is marked by NavLink's aria-current. */
export function LandingNavLinks({ direction = 'row', onNavigate }: LandingNavLinksProps) {
  const { t } = hostTranslations.useTranslation();
  return (
    <Stack as="ul" direction={direction} gap={direction === 'row' ? '1' : '2'} listStyleType="none" m="0" p="0">
      {LANDING_NAV.map((item) => (
        <li key={item.to}>
          <Link
            asChild
            display="block"
            px="3"
            py="2"
            borderRadius="l2"
            fontWeight="medium"
            color="fg.muted"
            textDecoration="none"
            _hover={{ color: 'colorPalette.fg', bg: 'colorPalette.subtle' }}
            _currentPage={{ color: 'colorPalette.fg', bg: 'colorPalette.subtle' }}
          >
            <NavLink to={item.to} onClick={onNavigate}>
              {t(`nav.${item.label}`)}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
