import './polyfills';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProvider } from '../../app/provider';
import { AppRoutes } from '../../app/routes';

export interface RenderedApp {
  /** The address bar: pathname + search of the memory router. */
  location(): string;
}

function LocationProbe({ onChange }: { onChange(value: string): void }) {
  const location = useLocation();
  onChange(location.pathname + location.search);
  return null;
}

/** Renders the whole site at a path, as a visitor who has passed the age gate unless told otherwise. */
export async function renderApp(
  path: string,
  { ageVerified = true, storage = {} }: { ageVerified?: boolean; storage?: Record<string, string> } = {},
) {
  window.localStorage.clear();
  if (ageVerified) window.localStorage.setItem('age-verification', 'true');
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  // Like recent Chromium, scrollTo answers a promise (an effect must not return it).
  window.scrollTo = jest.fn(() => Promise.resolve()) as unknown as typeof window.scrollTo;
  let current = path;
  const result = render(
    <StrictMode>
      <AppProvider>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe onChange={(value) => (current = value)} />
          <AppRoutes />
        </MemoryRouter>
      </AppProvider>
    </StrictMode>,
  );
  // Let the lazy screen chunk, the session check and the first requests settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...result, location: () => current };
}
