import { useState, type ReactNode } from 'react';
import { ServerRenderedContext } from '@restaurant/shared';
import { useLocation } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import { LanguageRouter } from './language-router';
import { AppRoutes } from './router';

/**
 * Tells the tree whether it is (re)building the page the server sent: true on the server, and in the browser from
 * hydration until the diner leaves that first page (later pages render as a client-only app always did).
 */
export function ServerRenderedScope({ serverRendered, children }: { serverRendered: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  return (
    <ServerRenderedContext.Provider value={serverRendered && pathname === firstPathname}>
      {children}
    </ServerRenderedContext.Provider>
  );
}

export interface AppProps {
  /** The page holds the server's rendering of this tree: the app hydrates it (see bootstrap.tsx). */
  serverRendered?: boolean;
}

export function App({ serverRendered = false }: AppProps) {
  return (
    <AppProviders>
      <LanguageRouter>
        <ServerRenderedScope serverRendered={serverRendered}>
          <AppRoutes />
        </ServerRenderedScope>
      </LanguageRouter>
    </AppProviders>
  );
}
