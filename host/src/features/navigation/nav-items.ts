import type { HostTranslations } from '../../locales/en';

export type NavLabel = keyof HostTranslations['nav'];

/** One link: its translated label (`nav.<label>`) and where it goes. */
export interface NavItem {
  label: NavLabel;
  to: string;
}

/** Top navigation of the landing layout. */
export const LANDING_NAV: readonly NavItem[] = [
  { label: 'home', to: '/landing/homepage' },
  { label: 'menu', to: '/landing/food' },
  { label: 'vouchers', to: '/landing/voucher' },
  { label: 'reviews', to: '/landing/review' },
  { label: 'reservation', to: '/landing/reservation' },
];
