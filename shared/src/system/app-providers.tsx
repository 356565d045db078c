import { queryClient } from '@restaurant/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppThemeProvider } from './app-theme-provider';

export interface AppProvidersProps {
  children: ReactNode;
}

/** Everything a front end's tree needs above its router: the one query client and the one themed Chakra system. */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </QueryClientProvider>
  );
}
