import { RouterProvider } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import { useState } from 'react';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
