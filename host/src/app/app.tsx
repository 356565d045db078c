import { BrowserRouter } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
