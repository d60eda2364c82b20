import '../lib/testing/polyfills';
import { sitePages } from 'contract';
import { routes } from './routes';

/**
 * The server answers every address the site's router does not know with a 404 (backend/src/site-pages),
 * from contract's list of pages: a route added here must be listed there, or it would be served as not found.
 */
describe('the site’s routes and the pages the server knows', () => {
  const paths = routes.flatMap((route) => route.children ?? []).map((route) => route.path!);
  const dynamic = ['/profile/:username', '/escorts/:region', '/escorts/:region/:town', '*'];

  it('lists every fixed route among contract’s site pages, and every site page as a route', () => {
    const fixed = paths.filter((path) => !dynamic.includes(path)).sort();
    expect(fixed).toEqual(Object.values(sitePages('Kiwi Companions')).map((page) => page.path).sort());
  });

  it('has the dynamic routes the server resolves: profiles and the region and town pages', () => {
    expect(paths).toEqual(expect.arrayContaining(dynamic));
  });
});
