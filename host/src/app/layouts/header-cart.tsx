import { useEffect, useRef, useState } from 'react';
import { useIsAuthenticated } from '@restaurant/shared';
import { paths, useNavigate } from '@restaurant/shared/router';
import { CartButton } from '../../features/account/components/cart-button';
import { isUnavailableModule } from '../../features/remote-loading/federation-plugins';
import { loadRemotePage } from '../../features/remote-loading/load-remote-page';
import { remoteWidget } from '../../features/remote-loading/remote-widget';
import { useIdle } from '../../features/remote-loading/use-idle';

const CART_BUTTON = 'ordering/CartButton';
const RemoteCartButton = remoteWidget(CART_BUTTON);

/**
 * The ordering team's cart button (server count when signed in, drawer on first open) in place of the host's badge
 * link. A signed-in diner's count is the server's, which only the remote knows, so it is fetched once the browser is
 * first idle. A signed-out visitor's count is the local one the stand-in already shows, so the remote (and, on a page
 * of another remote, ordering's whole entry) is fetched only on intent: pointer over, finger on or focus in the
 * stand-in. While it downloads the stand-in stays where it is (no remount: it keeps the focus and the pointer's
 * press), and a click on it opens the drawer anyway: the link is not followed, and the remote mounts asked to open
 * it. If the ordering remote is down, that click follows the link after all.
 */
export function HeaderCart() {
  const signedIn = useIsAuthenticated();
  const idle = useIdle();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  const [arrived, setArrived] = useState(false);
  // A swap between a press and its click would lose the click: the stand-in stays until the press ends.
  const [pressed, setPressed] = useState(false);
  const [openOnMount, setOpenOnMount] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const focused = useRef(false);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const swap = () => {
      if (!live) return;
      setFocusOnMount(focused.current);
      setArrived(true);
    };
    // A failed download swaps too: the widget's error boundary then shows the stand-in for good.
    loadRemotePage(CART_BUTTON).then(swap, swap);
    return () => {
      live = false;
    };
  }, [wanted]);

  const standIn = (
    <CartButton
      onIntent={() => setWanted(true)}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onPointerDown={(event) => {
        if (event.pointerType !== 'touch' && event.button === 0) setPressed(true);
      }}
      onPointerLeave={() => setPressed(false)}
      onClick={(event) => {
        setPressed(false);
        // Opening the menu in a new tab or window stays the link's own business.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setWanted(true);
        setOpenOnMount(true);
        const goToMenu = () => void navigate(paths.landing.food);
        loadRemotePage(CART_BUTTON).then((module) => {
          if (isUnavailableModule(module)) goToMenu();
        }, goToMenu);
      }}
    />
  );
  return (arrived && !pressed) || (signedIn && idle) ? (
    <RemoteCartButton fallback={standIn} openOnMount={openOnMount} focusOnMount={focusOnMount} />
  ) : (
    standIn
  );
}
