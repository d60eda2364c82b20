import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { PAGE_STATE_ID, PageState } from './app/page-state';
import { createQueryClient } from './lib/react-query';
import './styles/global.css';

const root = document.getElementById('root')!;
const stateScript = document.getElementById(PAGE_STATE_ID);

if (stateScript) {
  // Rendered by the server: the same data, so the first render matches its HTML and nothing is fetched again.
  const state = JSON.parse(stateScript.textContent ?? '') as PageState;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} renderedAt={state.renderedAt} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
