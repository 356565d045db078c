import { paths } from '@restaurant/shared/router';
import type { HostTranslations } from '../../locales/en';

export type NavLabel = keyof HostTranslations['nav'];

/** One link: its translated label (`nav.<label>`) and where it goes. */
export interface NavItem {
  label: NavLabel;
  to: string;
}

/** Top navigation of the landing layout. */
export const LANDING_NAV: readonly NavItem[] = [
  { label: 'home', to: paths.landing.homepage },
  { label: 'menu', to: paths.landing.food },
  { label: 'vouchers', to: paths.landing.voucher },
  { label: 'reviews', to: paths.landing.review },
  { label: 'reservation', to: paths.landing.reservation },
];
