/**
 * One exposed page of each remote, as the composed site serves their production builds (`/remotes/<name>/`), and the
 * path this host shows it at (`/interop-host/<remote>`).
 */
export const REMOTE_PAGES = [
  { remote: 'ordering', module: 'ordering/FoodMenuPage' },
  { remote: 'reservation', module: 'reservation/ReservationPage' },
  { remote: 'auth', module: 'auth/LoginPage' },
  // A demo section renders the sub-page it is given; the shop's cart is a zustand store, which this host leaves to
  // the remote's own copy.
  { remote: 'demo', module: 'demo/EcommerceSection', page: 'shop' },
  // Staff only: signed out, its gate sends the visitor to sign in, which is how it shows it runs here.
  { remote: 'staff', module: 'staff/OrdersBoardPage' },
] as const;

export function manifestUrl(remote: string): string {
  return `/remotes/${remote}/mf-manifest.json`;
}
