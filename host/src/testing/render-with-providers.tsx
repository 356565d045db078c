import { i18n, initI18n, type Language } from '@restaurant/shared';
import { MemoryRouter } from '@restaurant/shared/router';
import { AppThemeProvider } from '@restaurant/shared/system';
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

/** The host's providers around `ui`, at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/landing/homepage') {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppThemeProvider>,
  );
}
