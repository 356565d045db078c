import { i18n, initI18n, type Language } from '@restaurant/shared';
import { MemoryRouter, useLocation } from '@restaurant/shared/router';
import { AppThemeProvider } from '@restaurant/shared/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HOST_NAMESPACE, registerHostTranslations } from '../config/i18n';

/** Loads the real `host` and `common` namespaces through the shared i18n set-up. */
export async function setUpTranslations(language: Language = 'en'): Promise<void> {
  await registerHostTranslations();
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await i18n.loadNamespaces([HOST_NAMESPACE, 'common']);
}

/** The router's current address, readable by role and name in tests. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="current location">
      {location.pathname}
      {location.search}
      {location.hash}
    </output>
  );
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The host's providers around `ui`, at `path`, with a fresh query client (or the one given). */
export function renderWithProviders(
  ui: ReactElement,
  path = '/landing/homepage',
  queryClient = createTestQueryClient(),
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AppThemeProvider>
    </QueryClientProvider>,
  );
}
