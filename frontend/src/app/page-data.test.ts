import '../lib/testing/polyfills';
import { pageModules, pageRedirect, stylesheetsFor } from './page-data';

describe("a server-rendered page's own stylesheets", () => {
  it('names, for every rendered page, screens of the site that are lazy chunks (a default export each)', async () => {
    const paths = ['/', '/directory', '/escorts/auckland', '/escorts/auckland/auckland-cbd', '/profile/mia', '/favourites', '/pricing', '/contact', '/terms', '/privacy', '/no-such-page'];
    for (const path of paths) {
      for (const module of pageModules(path)) {
        const loaded = (await import(`../${module.slice('src/'.length).replace(/\.tsx$/, '')}`)) as { default?: unknown };
        expect({ path, module, screen: typeof loaded.default }).toEqual({ path, module, screen: 'function' });
      }
    }
    expect(pageModules('/escorts/auckland/auckland-cbd')).toEqual(pageModules('/directory'));
    // The home page is in the site's own chunk; its carousel's heavy stylesheet waits for its script.
    expect(pageModules('/')).toEqual([]);
  });

  it("collects the stylesheets of a page's chunk and of the chunks it imports, once each", () => {
    const manifest = {
      'src/features/directory/DirectoryPage.tsx': { file: 'assets/DirectoryPage-1.js', css: ['assets/DirectoryPage-1.css'], imports: ['_ProfileGrid.js', '_shared.js'] },
      '_ProfileGrid.js': { file: 'assets/ProfileGrid-2.js', css: ['assets/ProfileGrid-2.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-3.js', css: ['assets/shared-3.css'], imports: ['_ProfileGrid.js'] },
      'src/features/pricing/PricingPage.tsx': { file: 'assets/PricingPage-4.js', css: ['assets/PricingPage-4.css'] },
    };
    expect(stylesheetsFor('/escorts/wellington', manifest)).toEqual(['/assets/DirectoryPage-1.css', '/assets/ProfileGrid-2.css', '/assets/shared-3.css']);
    expect(stylesheetsFor('/pricing', manifest)).toEqual(['/assets/PricingPage-4.css']);
    expect(stylesheetsFor('/terms', manifest)).toEqual([]);
  });
});

describe('the address the server sends a page on to', () => {
  it("sends the directory's form, submitted without JavaScript, to the address the site writes", () => {
    expect(pageRedirect('/directory', '?search=&tier=&sort=recommended&region=&age=18&age=40&verified=true')).toBe('/directory?verified=true');
    expect(pageRedirect('/directory', '?search=&region=otago&town=dunedin&age=18&age=40')).toBe('/escorts/otago/dunedin');
    expect(pageRedirect('/escorts/otago/dunedin', '?region=&age=30&age=40')).toBe('/escorts/otago/dunedin?age=30%2B');
  });

  it('leaves every other address alone', () => {
    expect(pageRedirect('/directory', '?verified=true')).toBeNull();
    expect(pageRedirect('/escorts/atlantis', '?region=&age=18&age=40')).toBeNull();
    expect(pageRedirect('/profile/mia', '?region=otago')).toBeNull();
    expect(pageRedirect('/', '?search=')).toBeNull();
  });
});
