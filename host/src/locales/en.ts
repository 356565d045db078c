import type { Translated } from '@restaurant/shared';
/**
 * The host's own namespace (`host`): what a public page's first render reads (header, footer, landing links, the
 * remote panels). English is the reference shape. The dashboard navigation's labels (`dashboard/`) and the settings
 * drawer's words (`customizer/`) are namespaces of their own, downloaded only by those lazy parts.
 */
const en = {
  brand: 'Bếp Nhà',
  header: {
    // The stand-in's name, the ordering button's words (it replaces this one): every plural form any of the four
    // languages needs, since the others take English's shape; English itself uses `_one` and `_other`.
    cart_zero: 'Cart, {{count}} items',
    cart_one: 'Cart, {{count}} item',
    cart_other: 'Cart, {{count}} items',
    // What the cart button shows, the ordering remote's word: the remote's button replaces this one at its size.
    cartButton: 'Cart',
    account: 'Account',
    login: 'Log in',
    register: 'Sign up',
    logout: 'Log out',
    settings: 'Display settings',
    openNavigation: 'Open navigation',
    mainNavigation: 'Main navigation',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    toggleMode: 'Switch light / dark mode',
    myOrders: 'My orders',
    myReservations: 'My reservations',
    myReview: 'My review',
    verified: 'Verified',
    verifiedAccount: 'E-mail address verified',
    accountNeedsAttention: 'Account: your e-mail address needs attention',
    emailUndeliverable:
      'Our e-mails to this address are refused. Check that it is right and that its mailbox accepts mail: your codes, links and booking confirmations are sent there.',
  },
  footer: {
    tagline: 'Vietnamese home cooking, served with care.',
    rights: '© {{year}} Bếp Nhà. All rights reserved.',
    explore: 'Explore',
    account: 'Your account',
  },
  remoteUnavailable: {
    title: 'This section is unavailable right now',
    description: 'The rest of the site still works. Please try again in a moment.',
    retry: 'Retry',
  },
  remoteIncompatible: {
    title: 'This section is waiting for an update',
    description:
      'It was built for another version of the site, so it cannot be shown. The rest of the site still works.',
  },
  nav: {
    home: 'Home',
    menu: 'Menu',
    vouchers: 'Vouchers',
    reviews: 'Reviews',
    myReviews: 'My reviews',
    reservation: 'Reservation',
  },
};

export type HostTranslations = Translated<typeof en>;
export default en;
