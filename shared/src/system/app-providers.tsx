import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { queryClient, startSessionEffects } from '@restaurant/shared';
import { AppThemeProvider } from './app-theme-provider';

export interface AppProvidersProps {
  children: ReactNode;
}

/** Everything a front end's tree needs above its router: the one query client and the one themed Chakra system. */
export function AppProviders({ children }: AppProvidersProps) {
  // Here, not in a widget: a guest's cart is merged at sign-in whether or not a cart button is on screen.
  useEffect(() => startSessionEffects(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </QueryClientProvider>
  );
}
