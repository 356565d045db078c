import { i18n, initI18n } from '@restaurant/shared';
import { MemoryRouter } from '@restaurant/shared/router';
import { AppThemeProvider } from '@restaurant/shared/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { registerReservationTranslations } from '../app/i18n/register-reservation-translations';

/** Loads the real `reservation` namespace through the shared i18n set-up, in English unless told otherwise. */
export async function setUpTranslations(language: 'en' | 'fr' | 'ar' | 'ch' = 'en'): Promise<void> {
  await registerReservationTranslations();
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await i18n.loadNamespaces('reservation');
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderOptions {
  readonly route?: string;
  readonly queryClient?: QueryClient;
}

/** Renders inside the app's Chakra system, a fresh query client and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[options.route ?? '/landing/reservation']}>{children}</MemoryRouter>
      </AppThemeProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
