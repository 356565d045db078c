import type { QueryClient } from '@tanstack/react-query';
import {
  languagePrefix,
  PageStatusContext,
  SiteOriginContext,
  type Language,
  type PageStatus,
} from '@restaurant/shared';
import { StaticRouter } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import { ServerRenderedScope } from './app';
import { AppRoutes } from './router';

export interface ServerAppProps {
  /** Path and query of the page being rendered, with its language's prefix (`/fr/landing/food`). */
  url: string;
  /** The language the URL names: the router's basename is its prefix, so the links keep it, as in the browser. */
  language: Language;
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
export function ServerApp({ url, language, client, onStatus, origin }: ServerAppProps) {
  return (
    <PageStatusContext value={onStatus}>
      <SiteOriginContext value={origin}>
        <AppProviders client={client}>
          <StaticRouter location={url} basename={languagePrefix(language) || '/'}>
            <ServerRenderedScope serverRendered>
              <AppRoutes />
            </ServerRenderedScope>
          </StaticRouter>
        </AppProviders>
      </SiteOriginContext>
    </PageStatusContext>
  );
}
