import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { queryClient, startSessionEffects } from '@restaurant/shared';
import { AppThemeProvider } from './app-theme-provider';

export interface AppProvidersProps {
  children: ReactNode;
  /** The server renders each page with a client of its own; the browser uses the one shared client. */
  client?: QueryClient;
}

/** Everything a front end's tree needs above its router: the one query client and the one themed Chakra system. */
export function AppProviders({ children, client = queryClient }: AppProvidersProps) {
  // Here, not in a widget: a guest's cart is merged at sign-in whether or not a cart button is on screen.
  useEffect(() => startSessionEffects(queryClient), []);
  return (
    <QueryClientProvider client={client}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </QueryClientProvider>
  );
}
