import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ReactNode, useState } from 'react';
import { AuthProvider } from '../lib/auth-context';
import { createQueryClient } from '../lib/react-query';
import { RenderedAtContext } from '../lib/use-now';

interface AppProviderProps {
  children: ReactNode;
  /** The query cache the server's data was put in (server rendering and hydration); a new one otherwise. */
  queryClient?: QueryClient;
  /** When the server rendered the page being hydrated. */
  renderedAt?: number;
}

/** The site's shared state: one query cache per page load (one per render in tests), then the session. */
export function AppProvider({ children, queryClient: given, renderedAt }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <RenderedAtContext.Provider value={renderedAt}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </RenderedAtContext.Provider>
  );
}
