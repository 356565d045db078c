import { i18n, initI18n, registerTranslations, type Language } from '@restaurant/shared';
import { MemoryRouter, Route, Routes, useLocation } from '@restaurant/shared/router';
import { AppThemeProvider } from '@restaurant/shared/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { ORDERING_LOADERS, ORDERING_NAMESPACE } from '../app/i18n/loaders';

/** Loads the real `ordering` namespace through the shared i18n set-up, in English unless told otherwise. */
export async function setUpTranslations(language: Language = 'en'): Promise<void> {
  await registerTranslations(ORDERING_NAMESPACE, ORDERING_LOADERS);
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await i18n.loadNamespaces(ORDERING_NAMESPACE);
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderOptions {
  /** Where the memory router starts, e.g. `/landing/food?category=2`. */
  route?: string;
  /** The route pattern the element is mounted at, so `useParams` works (e.g. `/landing/food-detail/:id`). */
  path?: string;
  queryClient?: QueryClient;
}

let lastLocation = '';
/** The router's current path + search, for tests that check what a page wrote into the URL. */
export function currentLocation(): string {
  return lastLocation;
}

function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    lastLocation = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

/** Renders inside the app's Chakra system, a fresh query client and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const route = options.route ?? '/';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route path={options.path ?? '*'} element={children} />
          </Routes>
        </MemoryRouter>
      </AppThemeProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
