import { dehydrate } from '@tanstack/react-query';
import { ReactElement, StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { isServerRendered, type ManifestChunk, pageQueries, pageRedirect, stylesheetsFor } from './app/page-data';
import { PageState } from './app/page-state';
import { AppProvider } from './app/provider';
import { AppRoutes, routes } from './app/routes';
import { createQueryClient } from './lib/react-query';

export { PAGE_STATE_ID } from './app/page-state';

/** A public read answered in the server's process: its status and its body as the API would send it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  state: PageState;
}

/** The longest a render may take before it is abandoned (the server then sends the page's shell). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a public page for a visitor who is not signed in: the reads it shows are answered by
 * `read` (the server's own services, no HTTP), then the whole page, lazy screens included, is
 * rendered before anything is sent, so the HTML is complete and can be kept and compressed whole.
 */
const KNOWN_PATHS = routes.flatMap((route) => route.children ?? []).flatMap((route) => (route.path && route.path !== '*' ? [route.path] : []));

/** Whether the server renders this page; when not, the server sends the site's shell, rendered in the browser. */
export function rendersPage(pathname: string): boolean {
  return isServerRendered(pathname, KNOWN_PATHS);
}

/**
 * Where the server sends a visitor on to instead of rendering `url` (a path and its query), or null: the
 * directory's filters as its form submits them without JavaScript go to the address the site writes for them.
 */
export function redirectFor(url: string): string | null {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  return pageRedirect(pathname, search);
}

/**
 * The stylesheets the page at `pathname` needs besides the site's own (its screen's chunk's), from the browser
 * build's manifest: linked in its head, the page is styled as it arrives, with or without the site's script.
 */
export function pageStylesheets(pathname: string, manifest: Record<string, ManifestChunk>): string[] {
  return stylesheetsFor(pathname, manifest);
}

export async function render(url: string, read: (path: string) => Promise<ApiAnswer>): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  const queryClient = createQueryClient();
  await Promise.all(
    pageQueries(pathname, search).map(async ({ queryKey, path }) => {
      const answer = await read(path);
      // A refusal (a profile not found) is left to the browser, which asks again and shows its own message.
      if (answer.status === 200) queryClient.setQueryData(queryKey, answer.body);
    }),
  );
  const renderedAt = Date.now();
  const html = await renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient} renderedAt={renderedAt}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { html, state: { queries: dehydrate(queryClient), renderedAt } };
}

async function renderToString(element: ReactElement): Promise<string> {
  // No boundary is sent apart (React does so past its chunk size): the page is sent whole, readable without scripts.
  const stream = await renderToReadableStream(element, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}
