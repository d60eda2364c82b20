import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';

export function App({ queryClient, renderedAt }: { queryClient?: QueryClient; renderedAt?: number }) {
  return (
    <AppProvider queryClient={queryClient} renderedAt={renderedAt}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
