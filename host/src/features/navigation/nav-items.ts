import { paths } from '@restaurant/shared/router';
import type { HostTranslations } from '../../locales/en';

/** A label of the `host` namespace (`nav.<label>`): the landing links, which a public page's first render shows. */
export type LandingNavLabel = keyof HostTranslations['nav'];

/** One link: its translated label (`nav.<label>` of the namespace its navigation reads) and where it goes. */
export interface NavItem<Label extends string = LandingNavLabel> {
  label: Label;
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
