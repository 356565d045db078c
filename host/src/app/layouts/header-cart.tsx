import { CartButton } from '../../features/account/components/cart-button';
import { remoteWidget } from '../../features/remote-loading/remote-widget';

const RemoteCartButton = remoteWidget('ordering/CartButton');

/**
 * The ordering team's cart button (server count when signed in, drawer on first open, guest lines merged at
 * sign-in). While it downloads, or when the ordering remote is down, the host's own badge link stands in.
 */
export function HeaderCart() {
  return <RemoteCartButton fallback={<CartButton />} />;
}
