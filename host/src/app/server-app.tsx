import type { QueryClient } from '@tanstack/react-query';
import { PageStatusContext, SiteOriginContext, type PageStatus } from '@restaurant/shared';
import { StaticRouter } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import { ServerRenderedScope } from './app';
import { AppRoutes } from './router';

export interface ServerAppProps {
  /** Path and query of the page being rendered. */
  url: string;
  /** This render's own query client (requests never share data through the server's memory). */
  client: QueryClient;
  /** Told what the page learns as it renders (its record missing). */
  onStatus: (status: PageStatus) => void;
  /** The site's origin as the visitor asked for it (the browser has its own location). */
  origin: string;
}

/**
 * The browser's tree (`App`) for one URL on the server: same providers, same routes; React Router's static router in
 * place of the browser's (one location, no history), which renders no element of its own, so the markup is the one
 * the browser hydrates.
 */
export function ServerApp({ url, client, onStatus, origin }: ServerAppProps) {
  return (
    <PageStatusContext value={onStatus}>
      <SiteOriginContext value={origin}>
        <AppProviders client={client}>
          <StaticRouter location={url}>
            <ServerRenderedScope serverRendered>
              <AppRoutes />
            </ServerRenderedScope>
          </StaticRouter>
        </AppProviders>
      </SiteOriginContext>
    </PageStatusContext>
  );
}
