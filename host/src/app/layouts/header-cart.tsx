import { CartButton } from '../../features/account/components/cart-button';
import { remoteWidget } from '../../features/remote-loading/remote-widget';
import { useIdle } from '../../features/remote-loading/use-idle';

const RemoteCartButton = remoteWidget('ordering/CartButton');

/**
 * The ordering team's cart button (server count when signed in, drawer on first open). It is fetched once the
 * browser is first idle, so it never competes with the page's first render; until then, while it downloads, or
 * when the ordering remote is down, the host's own badge link (same local count) stands in.
 */
export function HeaderCart() {
  const idle = useIdle();
  return idle ? <RemoteCartButton fallback={<CartButton />} /> : <CartButton />;
}
